// The read side of analyses through the real app (offline engine, in-memory PGlite): recent list,
// statistics, paged search, and finding a stored report under any spelling of its domain.
import {
  AnalyzeResponseSchema,
  DomainListResponseSchema,
  RecentDomainsResponseSchema,
  StatisticsResponseSchema,
} from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';

const HOUR_MS = 60 * 60 * 1000;
const START = new Date('2030-01-10T12:00:00.000Z');

describe('analysed domains', () => {
  let now = START;
  let testApp: TestApp;
  const analyze = async (domain: string, fresh = false) => {
    const res = await request(testApp.app)
      .post(`/api/analyze${fresh ? '?fresh=1' : ''}`)
      .send({ domain });
    return AnalyzeResponseSchema.parse(res.body);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock: { now: () => now } });
    now = new Date(START.getTime() - 48 * HOUR_MS);
    await analyze('wikipedia.org'); // trusted: on the bundled popularity list, two days ago
    now = START;
    await analyze('github.com'); // trusted: a brand's own site and popular
    await analyze('quiet-bakery.com'); // caution: nothing known either way
    await analyze('paypa1.com'); // suspicious: homoglyph hard fail
    await analyze('verify-account.com'); // caution
    await analyze('bücher.com');
  });
  afterAll(() => testApp.close());

  it('counts totals, the last 24 hours, threats (< 40) and safe domains (≥ 70)', async () => {
    const res = await request(testApp.app).get('/api/statistics');
    expect(StatisticsResponseSchema.parse(res.body)).toEqual({
      totalDomainsAnalyzed: 6,
      domainsAnalyzedToday: 5,
      suspiciousDomainsDetected: 1,
      safeDomainsVerified: 2,
      lastUpdated: START.toISOString(),
    });
  });

  it('lists recent analyses newest first, one row per domain, with id, domain, score and createdAt', async () => {
    now = new Date(START.getTime() + HOUR_MS);
    const rescan = await analyze('quiet-bakery.com', true);
    const res = await request(testApp.app).get('/api/domains/recent');
    const recent = RecentDomainsResponseSchema.parse(res.body);
    expect(recent[0]).toEqual({
      id: rescan.id,
      domain: 'quiet-bakery.com',
      score: rescan.score,
      createdAt: now.toISOString(),
    });
    expect(recent.map((row) => row.domain).filter((domain) => domain === 'quiet-bakery.com')).toHaveLength(1);
    expect(recent.at(-1)?.domain).toBe('wikipedia.org');
  });

  it('returns at most 10 recent analyses', async () => {
    for (let i = 0; i < 8; i++) await analyze(`bakery-number-${i}.com`);
    const res = await request(testApp.app).get('/api/domains/recent');
    expect(RecentDomainsResponseSchema.parse(res.body)).toHaveLength(10);
  });

  it('searches, filters by band, sorts and pages', async () => {
    const search = await request(testApp.app)
      .get('/api/domains')
      .query({ q: 'BAKERY', sort: 'domain', pageSize: '3', page: '2' });
    expect(search.status).toBe(200);
    const page = DomainListResponseSchema.parse(search.body);
    expect(page).toMatchObject({ total: 9, page: 2, pageSize: 3 });
    expect(page.items.map((item) => item.domain)).toEqual([
      'bakery-number-3.com',
      'bakery-number-4.com',
      'bakery-number-5.com',
    ]);

    const threats = DomainListResponseSchema.parse(
      (await request(testApp.app).get('/api/domains?band=suspicious')).body,
    );
    expect(threats.items.map((item) => [item.domain, item.band])).toEqual([['paypa1.com', 'suspicious']]);

    const lowest = DomainListResponseSchema.parse(
      (await request(testApp.app).get('/api/domains?sort=score_asc')).body,
    );
    expect(lowest.items[0]?.domain).toBe('paypa1.com');
    expect(lowest.pageSize).toBe(20);
  });

  it.each([
    ['pageSize=51', 'pageSize must be at most 50'],
    ['page=0', 'page must be at least 1'],
    ['page=two', 'page must be a whole number'],
    ['band=green', undefined],
    ['sort=random', undefined],
  ])('answers 400 to ?%s', async (query, message) => {
    const res = await request(testApp.app).get(`/api/domains?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    if (message !== undefined) expect(res.body.error.message).toBe(message);
  });

  it('finds a stored report by its Unicode, punycode or www. spelling', async () => {
    const spellings = ['b%C3%BCcher.com', 'xn--bcher-kva.com', 'www.xn--bcher-kva.com', 'B%C3%9CCHER.com'];
    const ids = new Set<string>();
    for (const spelling of spellings) {
      const res = await request(testApp.app).get(`/api/domain/${spelling}`);
      expect(res.status, spelling).toBe(200);
      const report = AnalyzeResponseSchema.parse(res.body);
      expect(report).toMatchObject({
        domain: 'xn--bcher-kva.com',
        unicodeDomain: 'bücher.com',
        cached: true,
      });
      ids.add(report.id);
    }
    expect(ids.size).toBe(1);
  });

  it('finds the report of an IP address the way the result page asks for it', async () => {
    const analysed = await analyze('http://203.0.113.7/');
    expect(analysed.domain).toBe('203.0.113.7');
    const res = await request(testApp.app).get('/api/domain/203.0.113.7');
    expect(res.status).toBe(200);
    expect(AnalyzeResponseSchema.parse(res.body).id).toBe(analysed.id);
  });
});
