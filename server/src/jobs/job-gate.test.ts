import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { parseOpenPhish } from '../engine/collectors';
import { createFeedScheduler } from './feed-scheduler';
import type { PeriodicJobs } from './periodic-jobs';
import { openStorage } from '../storage/open-storage';
import type { Storage } from '../storage/ports';
import { manualClock, startTestSite, type ManualClock, type TestSite } from '../test-support';
import { createLocalCluster, type Cluster } from '../cluster/cluster';
import { createJobGate } from './job-gate';

const HOUR = 60 * 60 * 1000;
let feeds: TestSite;
let storage: Storage;
let cluster: Cluster;
let clock: ManualClock;
let running: PeriodicJobs[];

beforeAll(async () => {
  feeds = await startTestSite({
    routes: { '/openphish.txt': { body: 'https://phish.example.com/login\n' } },
  });
});
afterAll(() => feeds.close());
beforeEach(async () => {
  feeds.requests.length = 0;
  // One database and one lock table shared by the "replicas" below, as a cluster shares them.
  storage = await openStorage(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }).storage);
  cluster = createLocalCluster();
  clock = manualClock();
  running = [];
  return async () => {
    for (const jobs of running) jobs.stop();
    await storage.close();
  };
});

/** One replica's feed downloads, gated by the shared lock and the shared record of the last run. */
function replica(): PeriodicJobs {
  const jobs = createFeedScheduler({
    sources: [
      { name: 'openphish', url: feeds.url('/openphish.txt'), parse: parseOpenPhish, intervalMs: HOUR },
    ],
    store: storage.feeds,
    clock,
    onError: () => undefined,
    gate: createJobGate({ cluster, settings: storage.settings, clock, onError: () => undefined }),
  });
  running.push(jobs);
  return jobs;
}

const downloads = () => feeds.requests.filter((request) => request.path === '/openphish.txt').length;

describe('jobs once per cluster', () => {
  it('downloads once when two replicas start together, and once per interval after that', async () => {
    const [first, second] = [replica(), replica()];
    first.start();
    second.start();
    await Promise.all([first.idle(), second.idle()]);
    expect(downloads()).toBe(1);

    clock.advance(HOUR);
    await Promise.all([first.idle(), second.idle()]);
    expect(downloads()).toBe(2);
    expect(await storage.feeds.sourceStatus()).toContainEqual(
      expect.objectContaining({ source: 'openphish' }),
    );
  });

  it("skips a start within the interval of another replica's run, and runs one interval after it", async () => {
    const first = replica();
    first.start();
    await first.idle();
    first.stop();
    clock.advance(HOUR / 2);

    const late = replica();
    late.start();
    await late.idle();
    expect(downloads()).toBe(1);
    expect(late.status()[0]?.nextRunAt).toEqual(new Date(clock.now().getTime() + HOUR / 2));

    clock.advance(HOUR / 2);
    await late.idle();
    expect(downloads()).toBe(2);
  });

  it('"refresh now" downloads again even within the interval, but not while another replica downloads', async () => {
    const [first, second] = [replica(), replica()];
    await first.refreshNow();
    await second.refreshNow();
    expect(downloads()).toBe(2);

    const held = await cluster.tryLock('job:openphish');
    await second.refreshNow();
    expect(downloads()).toBe(2);
    await held?.();
    await second.refreshNow();
    expect(downloads()).toBe(3);
  });
});
