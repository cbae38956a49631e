// What replicas of one deployment share besides storage: a lock per job name, so a download runs on
// one replica at a time, and a broadcast, so a change made on one replica (feature flags, a new report)
// reaches the others at once instead of after a polling interval. docs/operations.md describes it.

/** Gives a lock back; safe to call more than once. */
export type Release = () => Promise<void>;

export type ClusterKind = 'local' | 'postgres' | 'redis';

export type Cluster = {
  /** 'local': one process (PGlite, or MongoDB without REDIS_URL); otherwise what the replicas share. */
  kind: ClusterKind;
  /** Takes the named lock when no replica (this one included) holds it; null when one does. */
  tryLock(name: string): Promise<Release | null>;
  /** Sends `message` on `topic` to every other replica; this one's subscribers are not called. */
  publish(topic: string, message: string): Promise<void>;
  /** Calls `listener` for each message another replica publishes on `topic`; returns the unsubscribe. */
  subscribe(topic: string, listener: (message: string) => void): () => void;
  close(): Promise<void>;
};

/** The wire format shared by the PostgreSQL and Redis transports: who sent it, on which topic. */
type Envelope = { from: string; topic: string; message: string };

/**
 * Subscribers by topic, and the envelope every transport sends: a replica ignores its own messages
 * (PostgreSQL and Redis deliver them back to the sender).
 */
export function createTopics(onListenerError: (error: unknown) => void) {
  const self = crypto.randomUUID();
  const listeners = new Map<string, Set<(message: string) => void>>();
  return {
    encode: (topic: string, message: string): string =>
      JSON.stringify({ from: self, topic, message } satisfies Envelope),
    /** Hands a received payload to the topic's listeners, unless this replica sent it. */
    deliver(payload: string): void {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(payload) as Envelope;
      } catch {
        return;
      }
      if (envelope.from === self || typeof envelope.message !== 'string') return;
      for (const listener of listeners.get(envelope.topic) ?? []) {
        try {
          listener(envelope.message);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(topic: string, listener: (message: string) => void): () => void {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

/** One process: locks are in memory and there is no other replica to tell. */
export function createLocalCluster(): Cluster {
  const held = new Set<string>();
  return {
    kind: 'local',
    tryLock(name) {
      if (held.has(name)) return Promise.resolve(null);
      held.add(name);
      return Promise.resolve(
        releaseOnce(() => {
          held.delete(name);
          return Promise.resolve();
        }),
      );
    },
    publish: () => Promise.resolve(),
    subscribe: () => () => undefined,
    close: () => Promise.resolve(),
  };
}

/** A release that does its work the first time only (a second call must not free someone else's lock). */
export function releaseOnce(release: () => Promise<void>): Release {
  let released: Promise<void> | null = null;
  return () => (released ??= release());
}
