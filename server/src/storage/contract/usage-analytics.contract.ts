import { describe, expect, it } from 'vitest';
import type { NewUsageEvent } from '../ports';
import { analysis } from './analyses.contract';
import { useFreshStorage, type OpenStorage } from './fresh-storage';
import { usage } from './usage-events.contract';

const utc = (iso: string) => new Date(`${iso}Z`);

const zeroDay = (day: string) => ({ day, trusted: 0, caution: 0, suspicious: 0 });

export function usageAnalyticsContract(open: OpenStorage): void {
  describe('analytics: a report over [from, to)', () => {
    const storage = useFreshStorage(open);
    const range = { from: utc('2030-03-01T00:00:00.000'), to: utc('2030-03-04T00:00:00.000') };

    it('computes every part over the range, excluding rows exactly at its end', async () => {
      const s = storage();
      // Analyses: at the very start (in), just before (out), at the very end (out).
      await s.analyses.insert(analysis('e.com', 90, utc('2030-03-01T00:00:00.000')));
      await s.analyses.insert(analysis('a.example', 80, utc('2030-03-01T10:00:00.000')));
      await s.analyses.insert(analysis('a.example', 20, utc('2030-03-02T10:00:00.000')));
      await s.analyses.insert(analysis('b.example', 50, utc('2030-03-02T23:59:59.999')));
      await s.analyses.insert(analysis('d.net', 10, utc('2030-02-28T23:59:59.999')));
      await s.analyses.insert(analysis('c.org', 10, utc('2030-03-04T00:00:00.000')));

      const image = (isScam: boolean, iso: string) =>
        s.imageAnalyses.insert({
          sha256: 'f'.repeat(64),
          score: isScam ? 10 : 90,
          isScam,
          result: {},
          createdAt: utc(iso),
        });
      await image(true, '2030-03-03T08:00:00.000');
      await image(false, '2030-03-03T09:00:00.000');
      await image(true, '2030-03-04T00:00:00.000');

      await s.chats.create({
        userId: null,
        email: null,
        messages: [],
        createdAt: utc('2030-03-02T12:00:00.000'),
      });
      await s.chats.create({
        userId: null,
        email: null,
        messages: [],
        createdAt: utc('2030-02-20T12:00:00.000'),
      });

      const events: Partial<NewUsageEvent>[] = [
        { domain: 'a.example', createdAt: utc('2030-03-01T10:00:00.000') },
        { domain: 'a.example', createdAt: utc('2030-03-02T10:00:00.000') },
        {
          domain: 'a.example',
          createdAt: utc('2030-03-02T11:00:00.000'),
          channel: 'api_key',
          plan: 'premium',
        },
        { domain: 'a.example', createdAt: utc('2030-03-04T00:00:00.000') },
        {
          domain: 'b.example',
          createdAt: utc('2030-03-02T23:59:59.999'),
          channel: 'api_key',
          plan: 'premium',
        },
        { domain: 'b.example', createdAt: utc('2030-03-03T01:00:00.000'), channel: 'api_key', plan: 'basic' },
        { domain: 'e.com', createdAt: utc('2030-03-01T00:00:00.000'), channel: 'extension', plan: 'free' },
        { domain: 'c.org', createdAt: utc('2030-03-03T05:00:00.000') },
        { domain: 'c.org', createdAt: utc('2030-02-28T05:00:00.000') },
        { kind: 'sign_in', domain: null, createdAt: utc('2030-03-01T07:00:00.000') },
        { kind: 'sign_in', domain: null, createdAt: utc('2030-03-01T08:00:00.000') },
        { kind: 'sign_in', domain: null, createdAt: utc('2030-03-03T23:59:59.999') },
        { kind: 'sign_in', domain: null, createdAt: utc('2030-03-04T00:00:00.000') },
      ];
      for (const event of events) await s.usageEvents.record(usage(event));

      expect(await s.analytics.report(range)).toEqual({
        analysesPerDay: [
          { day: '2030-03-01', trusted: 2, caution: 0, suspicious: 0 },
          { day: '2030-03-02', trusted: 0, caution: 1, suspicious: 1 },
          zeroDay('2030-03-03'),
        ],
        imagesPerDay: [
          { day: '2030-03-01', total: 0, scams: 0 },
          { day: '2030-03-02', total: 0, scams: 0 },
          { day: '2030-03-03', total: 2, scams: 1 },
        ],
        chatsPerDay: [
          { day: '2030-03-01', count: 0 },
          { day: '2030-03-02', count: 1 },
          { day: '2030-03-03', count: 0 },
        ],
        signInsPerDay: [
          { day: '2030-03-01', count: 2 },
          { day: '2030-03-02', count: 0 },
          { day: '2030-03-03', count: 1 },
        ],
        // a.example counted once, with its latest band in the range (suspicious).
        verdictDistribution: { trusted: 1, caution: 1, suspicious: 1 },
        topTlds: [
          { tld: 'example', count: 2 },
          { tld: 'com', count: 1 },
        ],
        mostChecked: [
          { domain: 'a.example', count: 3 },
          { domain: 'b.example', count: 2 },
          { domain: 'c.org', count: 1 },
          { domain: 'e.com', count: 1 },
        ],
        // Flagged by each domain's current verdict: a.example (20) and c.org (10, analysed later).
        mostFlagged: [
          { domain: 'a.example', count: 3, score: 20 },
          { domain: 'c.org', count: 1, score: 10 },
        ],
        apiUsageByPlan: [
          { plan: 'premium', count: 2 },
          { plan: 'basic', count: 1 },
        ],
      });
    });

    it('lists every UTC day the range touches, with zeros, when nothing happened', async () => {
      const quiet = { from: utc('2031-06-01T12:00:00.000'), to: utc('2031-06-08T06:00:00.000') };
      const report = await storage().analytics.report(quiet);
      const days = ['01', '02', '03', '04', '05', '06', '07', '08'].map((day) => `2031-06-${day}`);
      expect(report.analysesPerDay).toEqual(days.map(zeroDay));
      expect(report.imagesPerDay).toEqual(days.map((day) => ({ day, total: 0, scams: 0 })));
      expect(report.chatsPerDay).toEqual(days.map((day) => ({ day, count: 0 })));
      expect(report.signInsPerDay).toEqual(days.map((day) => ({ day, count: 0 })));
      expect(report).toMatchObject({
        verdictDistribution: { trusted: 0, caution: 0, suspicious: 0 },
        topTlds: [],
        mostChecked: [],
        mostFlagged: [],
        apiUsageByPlan: [],
      });
    });

    it('covers a 90-day range day by day', async () => {
      const report = await storage().analytics.report({
        from: utc('2030-01-01T00:00:00.000'),
        to: utc('2030-04-01T00:00:00.000'),
      });
      expect(report.analysesPerDay).toHaveLength(90);
      expect(report.analysesPerDay[0]?.day).toBe('2030-01-01');
      expect(report.analysesPerDay.at(-1)?.day).toBe('2030-03-31');
      expect(report.analysesPerDay.find((day) => day.day === '2030-02-28')).toEqual({
        day: '2030-02-28',
        trusted: 0,
        caution: 0,
        suspicious: 1,
      });
    });
  });

  describe('analytics: top lists', () => {
    const storage = useFreshStorage(open);

    it('keeps the ten biggest entries, ties by name', async () => {
      const s = storage();
      const when = utc('2032-01-10T10:00:00.000');
      for (let index = 0; index < 12; index += 1) {
        const domain = `site${String(index).padStart(2, '0')}.tld${String(index).padStart(2, '0')}`;
        await s.analyses.insert(analysis(domain, 10, when));
        // site00 checked 12 times, site01 11 times, … site11 once.
        for (let repeat = 0; repeat < 12 - index; repeat += 1)
          await s.usageEvents.record(usage({ domain, createdAt: when }));
      }
      const report = await s.analytics.report({
        from: utc('2032-01-10T00:00:00.000'),
        to: utc('2032-01-11T00:00:00.000'),
      });
      expect(report.mostChecked).toHaveLength(10);
      expect(report.mostChecked[0]).toEqual({ domain: 'site00.tld00', count: 12 });
      expect(report.mostChecked[9]).toEqual({ domain: 'site09.tld09', count: 3 });
      expect(report.mostFlagged).toHaveLength(10);
      expect(report.mostFlagged[0]).toEqual({ domain: 'site00.tld00', count: 12, score: 10 });
      expect(report.topTlds).toHaveLength(10);
      expect(report.topTlds.map((entry) => entry.tld)).toEqual(
        ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'].map((n) => `tld${n}`),
      );
    });
  });
}
