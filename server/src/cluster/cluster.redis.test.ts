import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cluster } from './cluster';
import { createRedisCluster } from './redis-cluster';

const redisUrl = process.env.TEST_REDIS_URL;
const LABEL = 'replica coordination on Redis (TEST_REDIS_URL)';

if (redisUrl === undefined || redisUrl === '') {
  // vitest.config.ts leaves this file out when the variable is missing, except in CI, where it is required.
  describe(LABEL, () => {
    it('needs TEST_REDIS_URL in CI', () => {
      throw new Error(
        'Redis replica coordination tests skipped: TEST_REDIS_URL not set (required when CI=true)',
      );
    });
  });
} else {
  describe(LABEL, () => {
    // Two "replicas" under a prefix no other run uses.
    const prefix = `scamcheck-test-${randomBytes(6).toString('hex')}`;
    let first: Cluster;
    let second: Cluster;
    beforeAll(async () => {
      const onError = (error: unknown) => console.warn(error);
      first = await createRedisCluster({ url: redisUrl, prefix, onError });
      second = await createRedisCluster({ url: redisUrl, prefix, onError });
    });
    afterAll(async () => {
      await first.close();
      await second.close();
    });

    it('lets one replica hold a named lock at a time, until its holder releases it', async () => {
      const held = await first.tryLock('job:popularity');
      expect(held).not.toBeNull();
      expect(await second.tryLock('job:popularity')).toBeNull();
      expect(await first.tryLock('job:popularity')).toBeNull();
      await held?.();
      // Releasing twice must not free a lock someone else took in between.
      const taken = await second.tryLock('job:popularity');
      expect(taken).not.toBeNull();
      await held?.();
      expect(await first.tryLock('job:popularity')).toBeNull();
      await taken?.();
    });

    it('delivers a message to the other replica and not back to its sender', async () => {
      const [toFirst, toSecond] = [vi.fn(), vi.fn()];
      first.subscribe('feature-flags', toFirst);
      second.subscribe('feature-flags', toSecond);
      second.subscribe('report', () => undefined);
      await first.publish('feature-flags', 'changed');
      await vi.waitFor(() => expect(toSecond).toHaveBeenCalledWith('changed'));
      expect(toFirst).not.toHaveBeenCalled();
    });
  });
}
