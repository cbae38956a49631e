import { describe, expect, it } from 'vitest';
import type { NewUsageEvent, Storage } from '../ports';
import { analysis } from './analyses.contract';
import { at, useFreshStorage, type OpenStorage } from './fresh-storage';

function usage(overrides: Partial<NewUsageEvent> = {}): NewUsageEvent {
  return {
    kind: 'analysis',
    userId: null,
    plan: null,
    channel: 'web',
    domain: 'shop.example',
    score: 50,
    band: 'caution',
    createdAt: at(0),
    ...overrides,
  };
}

async function account(storage: Storage, subject: string): Promise<string> {
  const user = await storage.users.signIn(
    { provider: 'google', subject, email: `${subject}@example.com`, name: null, avatarUrl: null },
    at(0),
  );
  return user.id;
}

const utc = (iso: string) => new Date(`${iso}Z`);

const zeroDay = (day: string) => ({ day, trusted: 0, caution: 0, suspicious: 0 });

export function usageAnalyticsContract(open: OpenStorage): void {
  describe('usage events: personal history and counts', () => {
    const storage = useFreshStorage(open);

    it("pages a user's analyses and image checks newest first, without other kinds or users", async () => {
      const me = await account(storage(), 'history-me');
      const other = await account(storage(), 'history-other');
      for (let hour = 1; hour <= 3; hour += 1) {
        await storage().usageEvents.record(
          usage({ userId: me, domain: `d${hour}.example`, createdAt: at(hour) }),
        );
      }
      await storage().usageEvents.record(
        usage({ userId: me, kind: 'image', domain: null, score: 10, band: 'suspicious', createdAt: at(4) }),
      );
      await storage().usageEvents.record(usage({ userId: me, kind: 'chat', domain: null, createdAt: at(5) }));
      await storage().usageEvents.record(
        usage({ userId: me, kind: 'sign_in', domain: null, createdAt: at(6) }),
      );
      await storage().usageEvents.record(usage({ userId: other, createdAt: at(7) }));

      const first = await storage().usageEvents.historyOfUser(me, { page: 1, pageSize: 3 });
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(first.items.map((item) => [item.kind, item.domain])).toEqual([
        ['image', null],
        ['analysis', 'd3.example'],
        ['analysis', 'd2.example'],
      ]);
      expect(first.items[0]).toEqual({
        id: expect.any(String) as unknown,
        kind: 'image',
        userId: me,
        plan: null,
        channel: 'web',
        domain: null,
        score: 10,
        band: 'suspicious',
        createdAt: at(4),
      });
      const second = await storage().usageEvents.historyOfUser(me, { page: 2, pageSize: 3 });
      expect(second.items.map((item) => item.domain)).toEqual(['d1.example']);
      expect(await storage().usageEvents.historyOfUser('not-a-uuid', { page: 1, pageSize: 3 })).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 3,
      });
    });

    it('counts events per kind since a time, with zeros for kinds without any', async () => {
      const since = at(1000);
      expect(await storage().usageEvents.countsSince(since)).toEqual({
        analysis: 0,
        image: 0,
        message: 0,
        chat: 0,
        sign_in: 0,
      });
      await storage().usageEvents.record(usage({ createdAt: at(999) }));
      await storage().usageEvents.record(usage({ createdAt: at(1000) }));
      await storage().usageEvents.record(usage({ kind: 'chat', domain: null, createdAt: at(1001) }));
      await storage().usageEvents.record(
        usage({ kind: 'message', domain: null, score: 8, band: 'suspicious', createdAt: at(1002) }),
      );
      expect(await storage().usageEvents.countsSince(since)).toEqual({
        analysis: 1,
        image: 0,
        message: 1,
        chat: 1,
        sign_in: 0,
      });
    });

    it("deletes a user's events on request and with the account, keeping everybody else's", async () => {
      const leaving = await account(storage(), 'usage-leaving');
      const closing = await account(storage(), 'usage-closing');
      const staying = await account(storage(), 'usage-staying');
      await storage().usageEvents.record(usage({ userId: leaving }));
      await storage().usageEvents.record(usage({ userId: leaving, kind: 'sign_in', domain: null }));
      await storage().usageEvents.record(usage({ userId: closing }));
      await storage().usageEvents.record(usage({ userId: staying }));

      expect(await storage().usageEvents.deleteByUser(leaving)).toBe(2);
      expect((await storage().usageEvents.historyOfUser(leaving, { page: 1, pageSize: 10 })).total).toBe(0);
      expect(await storage().usageEvents.deleteByUser(leaving)).toBe(0);

      await storage().users.delete(closing);
      expect((await storage().usageEvents.historyOfUser(closing, { page: 1, pageSize: 10 })).total).toBe(0);
      expect((await storage().usageEvents.historyOfUser(staying, { page: 1, pageSize: 10 })).total).toBe(1);
    });

    it('still records an event whose account is gone, anonymously', async () => {
      const gone = await account(storage(), 'usage-gone');
      await storage().users.delete(gone);
      const before = await storage().usageEvents.countsSince(at(100));
      await storage().usageEvents.record(
        usage({ userId: gone, kind: 'chat', domain: null, createdAt: at(101) }),
      );
      expect((await storage().usageEvents.countsSince(at(100))).chat).toBe(before.chat + 1);
      expect((await storage().usageEvents.historyOfUser(gone, { page: 1, pageSize: 10 })).total).toBe(0);
    });
  });

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
