import { bandForScore } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import type { NewAnalysis } from '../ports';
import { at, useFreshStorage, type OpenStorage } from './fresh-storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const anyUuid: unknown = expect.stringMatching(UUID);

export function analysis(domain: string, score: number, createdAt: Date): NewAnalysis {
  return {
    domain,
    registrableDomain: domain,
    score,
    band: bandForScore(score),
    report: { domain, score },
    createdAt,
  };
}

export function analysesContract(open: OpenStorage): void {
  describe('analyses: storing and reading back', () => {
    const storage = useFreshStorage(open);

    it('stores a report and returns its summary with a fresh UUID', async () => {
      const stored = await storage().analyses.insert({
        domain: 'shop.example',
        registrableDomain: 'example',
        score: 72,
        band: 'trusted',
        report: { findings: [{ code: 'tls-valid' }], summary: 'Looks fine' },
        createdAt: at(0),
      });
      expect(stored).toEqual({
        id: anyUuid,
        domain: 'shop.example',
        score: 72,
        band: 'trusted',
        createdAt: at(0),
      });
      expect(await storage().analyses.latestByDomain('shop.example')).toEqual({
        ...stored,
        report: { findings: [{ code: 'tls-valid' }], summary: 'Looks fine' },
      });
    });

    it('gives every analysis its own id', async () => {
      const first = await storage().analyses.insert(analysis('ids.example', 50, at(0)));
      const second = await storage().analyses.insert(analysis('ids.example', 50, at(1)));
      expect(first.id).not.toBe(second.id);
    });

    it('answers null for a domain never analysed', async () => {
      expect(await storage().analyses.latestByDomain('never.example')).toBeNull();
    });

    it('treats the analysis with the newest createdAt as latest, whatever the insertion order', async () => {
      await storage().analyses.insert(analysis('history.example', 20, at(-1)));
      const newest = await storage().analyses.insert(analysis('history.example', 90, at(5)));
      await storage().analyses.insert(analysis('history.example', 45, at(2)));
      expect(await storage().analyses.latestByDomain('history.example')).toMatchObject({
        id: newest.id,
        score: 90,
      });
    });

    it('defaults createdAt to now', async () => {
      const before = Date.now();
      const stored = await storage().analyses.insert({
        ...analysis('now.example', 80, at(0)),
        createdAt: undefined,
      });
      expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(stored.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    });
  });

  describe('analyses: recent', () => {
    const storage = useFreshStorage(open);

    it('lists one row per domain (its latest), newest first, up to the limit', async () => {
      await storage().analyses.insert(analysis('a.example', 30, at(0)));
      await storage().analyses.insert(analysis('b.example', 60, at(1)));
      const latestA = await storage().analyses.insert(analysis('a.example', 85, at(2)));
      await storage().analyses.insert(analysis('c.example', 10, at(3)));

      const recent = await storage().analyses.recent(3);
      expect(recent).toEqual([
        { id: anyUuid, domain: 'c.example', score: 10, createdAt: at(3) },
        { id: latestA.id, domain: 'a.example', score: 85, createdAt: at(2) },
        { id: anyUuid, domain: 'b.example', score: 60, createdAt: at(1) },
      ]);
      expect(await storage().analyses.recent(1)).toHaveLength(1);
    });
  });

  describe('analyses: list', () => {
    const storage = useFreshStorage(open);
    const domains = (items: { domain: string }[]) => items.map((item) => item.domain);

    it('lists each domain once with its latest score, filtered, sorted and paged', async () => {
      await storage().analyses.insert(analysis('alpha.example', 90, at(0)));
      await storage().analyses.insert(analysis('beta.example', 15, at(1)));
      await storage().analyses.insert(analysis('gamma.example', 55, at(2)));
      await storage().analyses.insert(analysis('delta-shop.example', 75, at(3)));
      await storage().analyses.insert(analysis('beta.example', 35, at(4)));
      await storage().analyses.insert(analysis('a_b.test', 60, at(5)));
      await storage().analyses.insert(analysis('axb.test', 60, at(6)));

      const all = await storage().analyses.list({ sort: 'recent', page: 1, pageSize: 10 });
      expect(all.total).toBe(6);
      expect(domains(all.items)).toEqual([
        'axb.test',
        'a_b.test',
        'beta.example',
        'delta-shop.example',
        'gamma.example',
        'alpha.example',
      ]);
      expect(all.items.find((item) => item.domain === 'beta.example')).toMatchObject({
        score: 35,
        band: 'suspicious',
      });

      const byScore = await storage().analyses.list({ sort: 'score_asc', page: 1, pageSize: 10 });
      expect(byScore.items.map((item) => item.score)).toEqual([35, 55, 60, 60, 75, 90]);
      const byScoreDesc = await storage().analyses.list({ sort: 'score_desc', page: 1, pageSize: 2 });
      expect(domains(byScoreDesc.items)).toEqual(['alpha.example', 'delta-shop.example']);
      const byDomain = await storage().analyses.list({ sort: 'domain', page: 1, pageSize: 10 });
      expect(domains(byDomain.items)).toEqual([
        'a_b.test',
        'alpha.example',
        'axb.test',
        'beta.example',
        'delta-shop.example',
        'gamma.example',
      ]);
    });

    it('searches a case-insensitive substring of the domain, with % and _ taken literally', async () => {
      expect(
        domains((await storage().analyses.list({ q: 'SHOP', sort: 'domain', page: 1, pageSize: 10 })).items),
      ).toEqual(['delta-shop.example']);
      expect(
        domains((await storage().analyses.list({ q: '_', sort: 'domain', page: 1, pageSize: 10 })).items),
      ).toEqual(['a_b.test']);
      expect((await storage().analyses.list({ q: '%', sort: 'domain', page: 1, pageSize: 10 })).total).toBe(
        0,
      );
      expect((await storage().analyses.list({ q: '  ', sort: 'domain', page: 1, pageSize: 10 })).total).toBe(
        6,
      );
    });

    it('filters by the band of the latest analysis', async () => {
      const suspicious = await storage().analyses.list({
        band: 'suspicious',
        sort: 'domain',
        page: 1,
        pageSize: 10,
      });
      expect(domains(suspicious.items)).toEqual(['beta.example']);
      const trusted = await storage().analyses.list({
        q: 'example',
        band: 'trusted',
        sort: 'domain',
        page: 1,
        pageSize: 10,
      });
      expect(domains(trusted.items)).toEqual(['alpha.example', 'delta-shop.example']);
    });

    it('pages with a total that counts every match', async () => {
      const second = await storage().analyses.list({ sort: 'domain', page: 2, pageSize: 4 });
      expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
      expect(domains(second.items)).toEqual(['delta-shop.example', 'gamma.example']);
      const beyond = await storage().analyses.list({ sort: 'domain', page: 5, pageSize: 4 });
      expect(beyond).toMatchObject({ items: [], total: 6 });
    });
  });

  describe('analyses: statistics', () => {
    const storage = useFreshStorage(open);

    it('counts distinct domains, those analysed in the last 24 h, and bands of latest scores', async () => {
      const now = at(0);
      await storage().analyses.insert(analysis('old-safe.example', 95, at(-48)));
      await storage().analyses.insert(analysis('turned-bad.example', 80, at(-30)));
      await storage().analyses.insert(analysis('turned-bad.example', 39, at(-2)));
      await storage().analyses.insert(analysis('edge-40.example', 40, at(-23.9)));
      await storage().analyses.insert(analysis('edge-70.example', 70, at(-25)));
      await storage().analyses.insert(analysis('edge-69.example', 69, at(-24)));
      await storage().analyses.insert(analysis('future.example', 10, at(1)));

      expect(await storage().analyses.statistics(now)).toEqual({
        totalDomainsAnalyzed: 6,
        domainsAnalyzedToday: 2,
        suspiciousDomainsDetected: 2,
        safeDomainsVerified: 2,
        lastUpdated: now.toISOString(),
      });
    });
  });
}
