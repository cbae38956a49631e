import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeContainer, type Container } from '../container';
import { FEATURE_FLAGS_TOPIC } from '../settings/feature-flags';
import { createTestContainer } from '../test-helpers';
import { createFreshDatabase, startTestSite, type TestSite } from '../test-support';
import { createPostgresCluster } from './postgres-cluster';

const adminUrl = process.env.TEST_DATABASE_URL;
const LABEL = 'replicas on one PostgreSQL (TEST_DATABASE_URL)';
// A database of its own: NOTIFY channels and advisory locks are shared by everything on one database.
const DATABASE = 'scamcheck_replicas_test';

if (adminUrl === undefined || adminUrl === '') {
  // vitest.config.ts leaves this file out when the variable is missing, except in CI, where it is required.
  describe(LABEL, () => {
    it('needs TEST_DATABASE_URL in CI', () => {
      throw new Error('PostgreSQL replica tests skipped: TEST_DATABASE_URL not set (required when CI=true)');
    });
  });
} else {
  describe(LABEL, () => {
    let databaseUrl: string;
    let lists: TestSite;
    let replicas: Container[];
    beforeAll(async () => {
      databaseUrl = await createFreshDatabase(adminUrl, DATABASE);
      lists = await startTestSite({
        routes: {
          '/openphish.txt': { body: 'https://phish.example.com/login\n' },
          '/urlhaus.txt': { body: '# URLhaus\nhttp://malware.example.net/x.exe\n' },
          '/top.csv': { body: '1,example.com\n2,example.org\n' },
        },
      });
      const env = {
        DATABASE_URL: databaseUrl,
        FEED_OPENPHISH_URL: lists.url('/openphish.txt'),
        FEED_URLHAUS_URL: lists.url('/urlhaus.txt'),
        POPULARITY_LIST_URL: lists.url('/top.csv'),
      };
      // Two replicas: each its own connection pools, LISTEN connection and schedulers.
      replicas = [await createTestContainer({ env }), await createTestContainer({ env })];
    });
    afterAll(async () => {
      for (const replica of replicas) await closeContainer(replica);
      await lists.close();
    });

    const downloadsOf = (path: string) => lists.requests.filter((request) => request.path === path).length;

    it('downloads each feed and the popularity list once when both replicas start their schedulers', async () => {
      for (const replica of replicas) {
        replica.engineJobs.feeds.start();
        replica.engineJobs.popularity.start();
      }
      for (const replica of replicas) {
        await replica.engineJobs.feeds.idle();
        await replica.engineJobs.popularity.idle();
      }
      expect([downloadsOf('/openphish.txt'), downloadsOf('/urlhaus.txt'), downloadsOf('/top.csv')]).toEqual([
        1, 1, 1,
      ]);
      // What one replica downloaded, the other reads.
      const [, second] = replicas;
      expect((await second?.storage.popularity.rankOf(['example.org']))?.get('example.org')).toBe(2);
    });

    it('shows a feature flag changed on one replica on the other without waiting for its refresh', async () => {
      const [first, second] = replicas as [Container, Container];
      const heard = vi.fn();
      const stop = second.cluster.subscribe(FEATURE_FLAGS_TOPIC, heard);
      expect(second.featureFlags.current().comments).toBe(true);

      await first.featureFlags.update({ ...first.featureFlags.current(), comments: false });
      await vi.waitFor(() => expect(second.featureFlags.current().comments).toBe(false));
      expect(heard).toHaveBeenCalled();
      stop();
    });

    it("tells the other replica's report caches which domain has a new report", async () => {
      const [first, second] = replicas as [Container, Container];
      const invalidated: string[] = [];
      const stop = second.reportInvalidation.subscribe((domain) => invalidated.push(domain));
      await first.analysis.analyze('replica-test.example');
      await vi.waitFor(() => expect(invalidated).toEqual(['replica-test.example']));
      stop();
    });
  });

  describe('PostgreSQL coordination between replicas', () => {
    it('lets one replica hold a named lock at a time, and frees it on release or disconnect', async () => {
      const databaseUrl = await createFreshDatabase(adminUrl, `${DATABASE}_locks`);
      const onError = () => undefined;
      const [first, second] = [
        await createPostgresCluster({ url: databaseUrl, onError }),
        await createPostgresCluster({ url: databaseUrl, onError }),
      ];
      try {
        const held = await first.tryLock('job:openphish');
        expect(held).not.toBeNull();
        expect(await second.tryLock('job:openphish')).toBeNull();
        expect(await first.tryLock('job:openphish')).toBeNull();
        const other = await second.tryLock('job:urlhaus');
        expect(other).not.toBeNull();
        await held?.();
        const taken = await second.tryLock('job:openphish');
        expect(taken).not.toBeNull();
        await other?.();

        // A replica that goes away (its connections closed) frees what it held. The server ends the
        // session (and its locks) a moment after the socket closes, so the lock comes free soon, not at once.
        await second.close();
        await vi.waitFor(async () => expect(await first.tryLock('job:openphish')).not.toBeNull(), {
          timeout: 10_000,
          interval: 50,
        });
      } finally {
        await first.close();
        await second.close();
      }
    });
  });
}
