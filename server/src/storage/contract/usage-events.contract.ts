import { describe, expect, it } from 'vitest';
import type { NewUsageEvent } from '../ports';
import { at, signIn, useFreshStorage, type OpenStorage } from './fresh-storage';

export function usage(overrides: Partial<NewUsageEvent> = {}): NewUsageEvent {
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

export function usageEventsContract(open: OpenStorage): void {
  describe('usage events: personal history and counts', () => {
    const storage = useFreshStorage(open);

    it("pages a user's analyses and image checks newest first, without other kinds or users", async () => {
      const me = (await signIn(storage(), 'history-me')).id;
      const other = (await signIn(storage(), 'history-other')).id;
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
      const leaving = (await signIn(storage(), 'usage-leaving')).id;
      const closing = (await signIn(storage(), 'usage-closing')).id;
      const staying = (await signIn(storage(), 'usage-staying')).id;
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
      const gone = (await signIn(storage(), 'usage-gone')).id;
      await storage().users.delete(gone);
      const before = await storage().usageEvents.countsSince(at(100));
      await storage().usageEvents.record(
        usage({ userId: gone, kind: 'chat', domain: null, createdAt: at(101) }),
      );
      expect((await storage().usageEvents.countsSince(at(100))).chat).toBe(before.chat + 1);
      expect((await storage().usageEvents.historyOfUser(gone, { page: 1, pageSize: 10 })).total).toBe(0);
    });
  });
}
