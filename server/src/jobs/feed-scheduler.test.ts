import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startTestSite, type ManualClock, type TestSite } from '../test-support';
import { createFeedScheduler, type FeedStore } from './feed-scheduler';
import type { FeedEntry } from '../engine/collectors/feeds/indicators';
import { parseOpenPhish, parseUrlhausText } from '../engine/collectors/feeds/parsers';

const HOUR = 60 * 60 * 1000;
let openPhishFeed = '';
let urlhausStatus = 200;
let feeds: TestSite;
let clock: ManualClock;
let stored: { name: string; entries: FeedEntry[]; fetchedAt: Date }[];
let errors: string[];

/** In-memory stand-in for the storage port, recording what the scheduler wrote. */
const store: FeedStore = {
  replaceSource: (name, entries, fetchedAt) => {
    stored.push({ name, entries, fetchedAt });
    return Promise.resolve();
  },
};

beforeAll(async () => {
  feeds = await startTestSite({
    routes: {
      '/openphish.txt': (_request, response: ServerResponse) => response.end(openPhishFeed),
      '/urlhaus.txt': (_request, response: ServerResponse) =>
        response.writeHead(urlhausStatus).end('# URLhaus\nhttp://malware.example.net/x.exe\n'),
      '/empty.txt': { body: '# nothing today\n' },
    },
  });
});
afterAll(() => feeds.close());
beforeEach(() => {
  openPhishFeed = 'https://phish.example.com/login\n';
  urlhausStatus = 200;
  clock = manualClock();
  stored = [];
  errors = [];
});

function scheduler(names: string[] = ['openphish', 'urlhaus']) {
  const sources = [
    { name: 'openphish', url: feeds.url('/openphish.txt'), parse: parseOpenPhish, intervalMs: HOUR },
    { name: 'urlhaus', url: feeds.url('/urlhaus.txt'), parse: parseUrlhausText, intervalMs: 2 * HOUR },
    { name: 'empty', url: feeds.url('/empty.txt'), parse: parseUrlhausText, intervalMs: HOUR },
  ].filter((source) => names.includes(source.name));
  return createFeedScheduler({ sources, store, clock, onError: (_error, name) => errors.push(name) });
}

describe('feed scheduler', () => {
  it('downloads every source at start and stores its indicators', async () => {
    const feedsJob = scheduler();
    feedsJob.start();
    await feedsJob.idle();

    expect(stored.map(({ name, entries }) => ({ name, count: entries.length }))).toEqual([
      { name: 'openphish', count: 2 },
      { name: 'urlhaus', count: 2 },
    ]);
    expect(stored[0]?.entries).toContainEqual({ indicator: 'phish.example.com', kind: 'host' });
    expect(feedsJob.status()).toContainEqual({
      name: 'openphish',
      lastSuccessAt: clock.now(),
      lastErrorAt: null,
      lastError: null,
      nextRunAt: new Date(clock.now().getTime() + HOUR),
      entries: 2,
      running: false,
    });
    feedsJob.stop();
  });

  it('refreshes each source on its own interval', async () => {
    const feedsJob = scheduler();
    feedsJob.start();
    await feedsJob.idle();
    openPhishFeed = 'https://new-phish.example.com/\n';

    clock.advance(HOUR);
    await feedsJob.idle();

    expect(stored.map((write) => write.name)).toEqual(['openphish', 'urlhaus', 'openphish']);
    expect(stored.at(-1)?.entries).toContainEqual({ indicator: 'new-phish.example.com', kind: 'host' });
    feedsJob.stop();
  });

  it('keeps the previous entries when a download fails, and recovers on the next run', async () => {
    urlhausStatus = 503;
    const feedsJob = scheduler(['urlhaus']);
    feedsJob.start();
    await feedsJob.idle();

    expect(stored).toEqual([]);
    expect(errors).toEqual(['urlhaus']);
    expect(feedsJob.status()[0]).toMatchObject({
      lastSuccessAt: null,
      lastError: expect.stringContaining('503'),
    });

    urlhausStatus = 200;
    clock.advance(2 * HOUR);
    await feedsJob.idle();
    expect(stored.map((write) => write.name)).toEqual(['urlhaus']);
    expect(feedsJob.status()[0]).toMatchObject({ lastError: null, entries: 2 });
    feedsJob.stop();
  });

  it('treats an empty feed as a failure rather than wiping the list', async () => {
    const feedsJob = scheduler(['empty']);
    const [status] = await feedsJob.refreshNow('empty');
    expect(stored).toEqual([]);
    expect(status?.lastError).toMatch(/no entries/);
  });

  it('refreshes one source on demand, and knows only its own sources', async () => {
    const feedsJob = scheduler();
    await feedsJob.refreshNow('urlhaus');
    expect(stored.map((write) => write.name)).toEqual(['urlhaus']);
    await expect(feedsJob.refreshNow('phishtank')).rejects.toThrow(/Unknown job/);
  });

  it('schedules nothing more once stopped', async () => {
    const feedsJob = scheduler();
    feedsJob.start();
    await feedsJob.idle();
    feedsJob.stop();

    expect(clock.pendingTimers()).toBe(0);
    clock.advance(10 * HOUR);
    await feedsJob.idle();
    expect(stored).toHaveLength(2);
  });
});
