import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startFileServer, type TestSite } from '../test-support';
import type { PopularityEntry } from '../engine/collectors/feeds/parsers';
import { createPopularityScheduler } from './popularity-scheduler';

let files: TestSite;
const csv = '1,google.com\n2,youtube.com\n3,facebook.com\n';

beforeAll(async () => {
  files = await startFileServer({
    '/top-1m.csv.zip': zipSync({ 'top-1m.csv': Buffer.from(csv) }),
    '/top-1m.csv': csv,
    '/broken.zip': 'not a zip at all',
  });
});
afterAll(() => files.close());

function run(path: string) {
  const written: { entries: PopularityEntry[]; fetchedAt: Date }[] = [];
  const errors: unknown[] = [];
  const clock = manualClock();
  const scheduler = createPopularityScheduler({
    url: files.url(path),
    intervalMs: 24 * 60 * 60 * 1000,
    store: {
      replaceAll: (entries, fetchedAt) => {
        written.push({ entries, fetchedAt });
        return Promise.resolve();
      },
    },
    onError: (error) => errors.push(error),
    clock,
  });
  return { scheduler, written, errors, clock };
}

describe('popularity list scheduler', () => {
  it.each(['/top-1m.csv.zip', '/top-1m.csv'])('stores the ranked domains from %s', async (path) => {
    const { scheduler, written, clock } = run(path);
    await scheduler.refreshNow();
    expect(written).toEqual([
      {
        entries: [
          { domain: 'google.com', rank: 1 },
          { domain: 'youtube.com', rank: 2 },
          { domain: 'facebook.com', rank: 3 },
        ],
        fetchedAt: clock.now(),
      },
    ]);
  });

  it('keeps the previous list when the archive is broken', async () => {
    const { scheduler, written, errors } = run('/broken.zip');
    const [status] = await scheduler.refreshNow();
    expect(written).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(status?.lastError).toMatch(/Not a readable ZIP/);
  });
});
