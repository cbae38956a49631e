import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-helpers';
import { connectRedis, createRateLimits, type RateLimits } from './rate-limits';
import { fire, listen, quotaApp, type Listening } from './testing/quota-harness';

const redisUrl = process.env.TEST_REDIS_URL;
const LABEL = 'plan quotas on Redis (TEST_REDIS_URL)';

if (redisUrl === undefined || redisUrl === '') {
  // vitest.config.ts leaves this file out when the variable is missing, except in CI, where it is required.
  describe(LABEL, () => {
    it('needs TEST_REDIS_URL in CI', () => {
      throw new Error('Redis quota tests skipped: TEST_REDIS_URL not set (required when CI=true)');
    });
  });
} else {
  /** Two "replicas" sharing one Redis, under a prefix no other run uses. */
  const openReplica = async (prefix: string): Promise<RateLimits> =>
    createRateLimits({
      redis: await connectRedis(redisUrl, (error) => console.warn(error)),
      loginWindowSeconds: 900,
      prefix,
    });

  describe(LABEL, () => {
    const prefix = `scamcheck-test-${randomBytes(6).toString('hex')}`;
    let replicaA: RateLimits;
    let replicaB: RateLimits;
    let testApp: TestApp;
    let server: Listening;

    beforeAll(async () => {
      replicaA = await openReplica(prefix);
      replicaB = await openReplica(prefix);
      testApp = await quotaApp({ TRUST_PROXY: '1' }, { rateLimits: replicaA });
      server = await listen(testApp);
    });
    afterAll(async () => {
      await server.close();
      await testApp.close();
      await replicaB.close();
    });

    it('admits exactly 20 of 50 concurrent anonymous analyses', async () => {
      const responses = await fire(server.url, 50, { 'X-Forwarded-For': '192.0.2.10' });
      expect(responses.filter((res) => res.status === 200)).toHaveLength(20);
      expect(responses.filter((res) => res.status === 429)).toHaveLength(30);
      const refused = responses.find((res) => res.status === 429);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('shares one count between replicas: every hit gets its own number, none is lost', async () => {
      const hits = await Promise.all(
        Array.from({ length: 50 }, (_unused, index) =>
          (index % 2 === 0 ? replicaA : replicaB).quota.hit('shared'),
        ),
      );
      expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_unused, index) => index + 1),
      );
      expect((await replicaB.quota.peek('shared')).count).toBe(50);
      const { resetInSeconds } = await replicaA.quota.peek('shared');
      expect(resetInSeconds).toBeGreaterThan(0);
      expect(resetInSeconds).toBeLessThanOrEqual(3600);
    });
  });
}

describe('connecting to Redis', () => {
  it('fails with one clear sentence when REDIS_URL points nowhere', async () => {
    await expect(connectRedis('redis://127.0.0.1:1', () => undefined)).rejects.toThrow(
      /^cannot connect to Redis \(REDIS_URL\): /,
    );
  });
});
