import { Redis } from 'ioredis';
import { createTopics, releaseOnce, type Cluster } from './cluster';

/** A lock expires this long after its last renewal, so a replica that dies frees it soon. */
const LOCK_TTL_MS = 30_000;
const RENEW_EVERY_MS = LOCK_TTL_MS / 3;

// Only the holder (the token it set) may extend or delete a lock.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export type RedisClusterOptions = {
  url: string;
  /** Namespaces keys and the channel, so several apps (or tests) can share one Redis. */
  prefix?: string;
  onError: (error: unknown) => void;
};

/**
 * Replicas sharing one Redis (MongoDB deployments with REDIS_URL): a lock is `SET key token NX PX`,
 * renewed while the work runs and deleted only by its holder; messages travel by pub/sub on one channel.
 */
export async function createRedisCluster({
  url,
  prefix = 'scamcheck',
  onError,
}: RedisClusterOptions): Promise<Cluster> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', onError);
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  const topics = createTopics(onError);
  const channel = `${prefix}:cluster`;
  subscriber.on('message', (_channel: string, payload: string) => topics.deliver(payload));
  try {
    await redis.connect();
    await subscriber.subscribe(channel);
  } catch (error) {
    redis.disconnect();
    subscriber.disconnect();
    throw error;
  }

  return {
    kind: 'redis',
    async tryLock(name) {
      const key = `${prefix}:lock:${name}`;
      const token = crypto.randomUUID();
      const taken = await redis.set(key, token, 'PX', LOCK_TTL_MS, 'NX');
      if (taken !== 'OK') return null;
      const renew = setInterval(() => {
        redis.eval(RENEW, 1, key, token, LOCK_TTL_MS).catch(onError);
      }, RENEW_EVERY_MS);
      renew.unref();
      return releaseOnce(async () => {
        clearInterval(renew);
        // If this fails the lock still expires after LOCK_TTL_MS.
        await redis.eval(RELEASE, 1, key, token).catch(onError);
      });
    },
    async publish(topic, message) {
      await redis.publish(channel, topics.encode(topic, message));
    },
    subscribe: (topic, listener) => topics.subscribe(topic, listener),
    async close() {
      for (const client of [subscriber, redis]) {
        if (client.status !== 'end') await client.quit().catch(() => client.disconnect());
      }
    },
  };
}
