import { describe, expect, it } from 'vitest';
import { at, useFreshStorage, type OpenStorage } from './fresh-storage';

export function feedsContract(open: OpenStorage): void {
  describe('feeds', () => {
    const storage = useFreshStorage(open);

    it('finds url entries by URL and host entries by host, never across kinds', async () => {
      await storage().feeds.replaceSource(
        'openphish',
        [
          { indicator: 'https://login.bad.example/verify', kind: 'url' },
          { indicator: 'evil.example', kind: 'host' },
        ],
        at(0),
      );
      const hits = await storage().feeds.findHits({
        urls: ['https://login.bad.example/verify', 'evil.example'],
        hosts: ['evil.example', 'https://login.bad.example/verify', 'fine.example'],
      });
      expect(hits).toEqual([
        { source: 'openphish', indicator: 'evil.example', kind: 'host', fetchedAt: at(0) },
        { source: 'openphish', indicator: 'https://login.bad.example/verify', kind: 'url', fetchedAt: at(0) },
      ]);
      expect(await storage().feeds.findHits({ urls: [], hosts: [] })).toEqual([]);
    });

    it('replaces a source instead of appending to it, leaving other sources alone', async () => {
      await storage().feeds.replaceSource('urlhaus', [{ indicator: 'malware.example', kind: 'host' }], at(1));
      await storage().feeds.replaceSource(
        'openphish',
        [{ indicator: 'new-evil.example', kind: 'host' }],
        at(2),
      );

      const hits = await storage().feeds.findHits({
        urls: [],
        hosts: ['evil.example', 'new-evil.example', 'malware.example'],
      });
      expect(hits.map((hit) => [hit.source, hit.indicator, hit.fetchedAt])).toEqual([
        ['openphish', 'new-evil.example', at(2)],
        ['urlhaus', 'malware.example', at(1)],
      ]);
    });

    it('reports each source with its entry count (duplicates once) and last fetch, even when empty', async () => {
      await storage().feeds.replaceSource(
        'phishtank',
        [
          { indicator: 'dup.example', kind: 'host' },
          { indicator: 'dup.example', kind: 'host' },
          { indicator: 'other.example', kind: 'host' },
        ],
        at(3),
      );
      await storage().feeds.replaceSource('urlhaus', [], at(4));
      expect(await storage().feeds.sourceStatus()).toEqual([
        { source: 'openphish', entries: 1, lastFetchedAt: at(2) },
        { source: 'phishtank', entries: 2, lastFetchedAt: at(3) },
        { source: 'urlhaus', entries: 0, lastFetchedAt: at(4) },
      ]);
    });

    it('loads a feed larger than one insert batch completely', async () => {
      const entries = Array.from({ length: 12_345 }, (_, i) => ({
        indicator: `host-${i}.example`,
        kind: 'host' as const,
      }));
      await storage().feeds.replaceSource('big', entries, at(5));
      const hits = await storage().feeds.findHits({
        urls: [],
        hosts: ['host-0.example', 'host-12344.example'],
      });
      expect(hits.map((hit) => hit.indicator)).toEqual(['host-0.example', 'host-12344.example']);
      expect((await storage().feeds.sourceStatus()).find((status) => status.source === 'big')?.entries).toBe(
        12_345,
      );
    });
  });
}

export function popularityContract(open: OpenStorage): void {
  describe('popularity', () => {
    const storage = useFreshStorage(open);

    it('has no entries and no fetch time before the first list', async () => {
      expect(await storage().popularity.status()).toEqual({ entries: 0, lastFetchedAt: null });
      expect(await storage().popularity.rankOf(['google.com'])).toEqual(new Map());
    });

    it('answers ranks of listed domains only, keeping the best rank of a duplicate', async () => {
      await storage().popularity.replaceAll(
        [
          { domain: 'google.com', rank: 1 },
          { domain: 'example.com', rank: 7 },
          { domain: 'example.com', rank: 3 },
        ],
        at(0),
      );
      expect(
        await storage().popularity.rankOf(['example.com', 'google.com', 'unlisted.example', 'google.com']),
      ).toEqual(
        new Map([
          ['example.com', 3],
          ['google.com', 1],
        ]),
      );
      expect(await storage().popularity.rankOf([])).toEqual(new Map());
      expect(await storage().popularity.status()).toEqual({ entries: 2, lastFetchedAt: at(0) });
    });

    it('swaps in a new list completely, across several insert batches', async () => {
      const entries = Array.from({ length: 12_001 }, (_, i) => ({
        domain: `site-${i}.example`,
        rank: i + 1,
      }));
      await storage().popularity.replaceAll(entries, at(24));

      expect(
        await storage().popularity.rankOf(['google.com', 'site-0.example', 'site-12000.example']),
      ).toEqual(
        new Map([
          ['site-0.example', 1],
          ['site-12000.example', 12_001],
        ]),
      );
      expect(await storage().popularity.status()).toEqual({ entries: 12_001, lastFetchedAt: at(24) });
    });
  });
}
