import pg from 'pg';
import { createTopics, releaseOnce, type Cluster } from './cluster';

// Session advisory locks are keyed by two int4: this namespace, and a hash of the lock's name.
// (Migrations use the one-bigint form, a different key space.)
const LOCK_NAMESPACE = 727_274_002;
const CHANNEL = 'scamcheck_cluster';
const RECONNECT_MS = { first: 500, max: 30_000 };

export type PostgresClusterOptions = {
  url: string;
  /** A dropped listening connection, a failed listener: logged, never thrown. */
  onError: (error: unknown) => void;
};

/**
 * Replicas sharing one PostgreSQL server: a lock is a session advisory lock held on a pooled connection
 * for as long as the work runs (a replica that dies frees it with its connection); messages travel by
 * NOTIFY on one channel, heard on a dedicated LISTEN connection that reconnects when dropped.
 */
export async function createPostgresCluster({ url, onError }: PostgresClusterOptions): Promise<Cluster> {
  // Its own few connections: a lock holds one for the length of a download, and LISTEN holds one.
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 10_000 });
  pool.on('error', onError);
  const topics = createTopics(onError);
  let listener: pg.Client | null = null;
  let closed = false;
  // Connections holding a lock: closing drops them (ending their sessions frees the locks).
  const holding = new Set<pg.PoolClient>();
  let reconnectMs = RECONNECT_MS.first;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    client.on('notification', (notification) => topics.deliver(notification.payload ?? ''));
    client.on('error', (error) => {
      onError(error);
      void client.end().catch(() => undefined);
    });
    client.on('end', () => {
      if (listener === client) listener = null;
      if (!closed) scheduleReconnect();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    listener = client;
    reconnectMs = RECONNECT_MS.first;
  }

  function scheduleReconnect(): void {
    if (reconnectTimer !== null || closed) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      listen().catch((error: unknown) => {
        onError(error);
        scheduleReconnect();
      });
    }, reconnectMs);
    reconnectTimer.unref();
    reconnectMs = Math.min(reconnectMs * 2, RECONNECT_MS.max);
  }

  try {
    await listen();
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    kind: 'postgres',
    async tryLock(name) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as locked',
          [LOCK_NAMESPACE, name],
        );
        if (rows[0]?.locked !== true) {
          client.release();
          return null;
        }
      } catch (error) {
        client.release(true);
        throw error;
      }
      holding.add(client);
      return releaseOnce(async () => {
        if (!holding.delete(client)) return;
        try {
          await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACE, name]);
          client.release();
        } catch (error) {
          // Dropping the connection ends the session, and the lock with it.
          client.release(true);
          onError(error);
        }
      });
    },
    async publish(topic, message) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, topics.encode(topic, message)]);
    },
    subscribe: (topic, listener) => topics.subscribe(topic, listener),
    async close() {
      if (closed) return;
      closed = true;
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      await listener?.end().catch(() => undefined);
      for (const client of holding) client.release(true);
      holding.clear();
      await pool.end();
    },
  };
}
