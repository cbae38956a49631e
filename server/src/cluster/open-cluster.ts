import type { Config } from '../config';
import { createLocalCluster, type Cluster } from './cluster';
import { createPostgresCluster } from './postgres-cluster';
import { createRedisCluster } from './redis-cluster';

/**
 * PostgreSQL storage: the database coordinates. Other storage with REDIS_URL: Redis does. Otherwise
 * (embedded PGlite, one process by nature; MongoDB without Redis) locks and messages stay in-process.
 */
export async function openCluster(
  config: Pick<Config, 'storage' | 'rateLimits'>,
  onError: (error: unknown) => void,
): Promise<Cluster> {
  if (config.storage.adapter === 'postgres')
    return createPostgresCluster({ url: config.storage.url, onError });
  if (config.rateLimits.redisUrl !== null)
    return createRedisCluster({ url: config.rateLimits.redisUrl, onError });
  return createLocalCluster();
}
