import { describe, expect, it } from 'vitest';
import type { NewErrorEvent } from '../ports';
import { at, useFreshStorage, type OpenStorage } from './fresh-storage';

function event(fingerprint: string, overrides: Partial<NewErrorEvent> = {}): NewErrorEvent {
  return {
    source: 'server',
    fingerprint,
    message: `Error ${fingerprint}`,
    stack: 'Error\n    at handler (src/x.ts:1:1)',
    route: '/api/analyze',
    requestId: 'req-1',
    userId: null,
    context: null,
    createdAt: at(0),
    ...overrides,
  };
}

export function errorEventsContract(open: OpenStorage): void {
  describe('error events: recording and grouping', () => {
    const storage = useFreshStorage(open);

    it('records an event unresolved, with its context, and lists it in its group', async () => {
      const recorded = await storage().errorEvents.record(
        event('fp-single', {
          source: 'client',
          route: '/domain/shop.example',
          userId: 'some-user',
          context: { userAgent: 'Firefox', log: ['a', 'b'] },
          createdAt: at(-50),
        }),
      );
      expect(recorded).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        resolved: false,
      });
      expect(await storage().errorEvents.eventsOf('fp-single', 10)).toEqual([recorded]);
    });

    it('groups identical errors with a count, first and last seen, newest group first', async () => {
      await storage().errorEvents.record(event('fp-a', { createdAt: at(1), requestId: 'a1' }));
      await storage().errorEvents.record(
        event('fp-a', { createdAt: at(5), requestId: 'a3', route: '/api/other' }),
      );
      await storage().errorEvents.record(event('fp-a', { createdAt: at(3), requestId: 'a2' }));
      await storage().errorEvents.record(
        event('fp-b', { createdAt: at(4), source: 'client', message: 'b broke' }),
      );

      const page = await storage().errorEvents.groups({ page: 1, pageSize: 2 });
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      const [a, b] = page.items;
      expect(a).toMatchObject({
        fingerprint: 'fp-a',
        source: 'server',
        message: 'Error fp-a',
        route: '/api/other',
        count: 3,
        firstSeen: at(1),
        lastSeen: at(5),
        resolved: false,
      });
      expect(a?.latest).toMatchObject({ requestId: 'a3', createdAt: at(5) });
      expect(b).toMatchObject({ fingerprint: 'fp-b', source: 'client', message: 'b broke', count: 1 });

      const second = await storage().errorEvents.groups({ page: 2, pageSize: 2 });
      expect(second.items.map((group) => group.fingerprint)).toEqual(['fp-single']);

      const events = await storage().errorEvents.eventsOf('fp-a', 2);
      expect(events.map((item) => item.requestId)).toEqual(['a3', 'a2']);
      expect(await storage().errorEvents.eventsOf('fp-unknown', 10)).toEqual([]);
    });

    it('filters groups by source, by resolution and by a search over message and route', async () => {
      const clientOnly = await storage().errorEvents.groups({ source: 'client', page: 1, pageSize: 10 });
      expect(clientOnly.items.map((group) => group.fingerprint)).toEqual(['fp-b', 'fp-single']);
      expect(clientOnly.total).toBe(2);

      const byMessage = await storage().errorEvents.groups({ q: 'B BROKE', page: 1, pageSize: 10 });
      expect(byMessage.items.map((group) => group.fingerprint)).toEqual(['fp-b']);
      // A route that ever produced the error finds its group.
      const byRoute = await storage().errorEvents.groups({ q: '/api/other', page: 1, pageSize: 10 });
      expect(byRoute.items.map((group) => group.fingerprint)).toEqual(['fp-a']);
      expect((await storage().errorEvents.groups({ q: '%', page: 1, pageSize: 10 })).total).toBe(0);

      const open = await storage().errorEvents.groups({ resolved: false, page: 1, pageSize: 10 });
      expect(open.total).toBe(3);
      expect((await storage().errorEvents.groups({ resolved: true, page: 1, pageSize: 10 })).total).toBe(0);
    });
  });

  describe('error events: resolving and clearing', () => {
    const storage = useFreshStorage(open);

    it('resolves a whole group, and a new occurrence reopens it', async () => {
      await storage().errorEvents.record(event('fp-r', { createdAt: at(1) }));
      await storage().errorEvents.record(event('fp-r', { createdAt: at(2) }));
      await storage().errorEvents.record(event('fp-open', { createdAt: at(3) }));
      expect(await storage().errorEvents.countOpenGroups()).toBe(2);

      expect(await storage().errorEvents.resolve('fp-r')).toBe(2);
      expect(await storage().errorEvents.resolve('fp-r')).toBe(0);
      expect(await storage().errorEvents.resolve('fp-unknown')).toBe(0);
      expect(await storage().errorEvents.countOpenGroups()).toBe(1);
      const resolved = await storage().errorEvents.groups({ resolved: true, page: 1, pageSize: 10 });
      expect(resolved.items).toMatchObject([{ fingerprint: 'fp-r', count: 2, resolved: true }]);
      expect((await storage().errorEvents.eventsOf('fp-r', 10)).every((item) => item.resolved)).toBe(true);

      await storage().errorEvents.record(event('fp-r', { createdAt: at(4) }));
      expect(await storage().errorEvents.countOpenGroups()).toBe(2);
      const reopened = await storage().errorEvents.groups({ resolved: false, page: 1, pageSize: 10 });
      expect(reopened.items.find((group) => group.fingerprint === 'fp-r')).toMatchObject({
        count: 3,
        resolved: false,
        lastSeen: at(4),
      });
      expect((await storage().errorEvents.groups({ resolved: true, page: 1, pageSize: 10 })).total).toBe(0);
    });

    it('clears only resolved events when asked, then everything', async () => {
      await storage().errorEvents.resolve('fp-open');
      // fp-r: two resolved events and one open; fp-open: one resolved event.
      expect(await storage().errorEvents.clear({ resolvedOnly: true })).toBe(3);
      const left = await storage().errorEvents.groups({ page: 1, pageSize: 10 });
      expect(left.items).toMatchObject([{ fingerprint: 'fp-r', count: 1, resolved: false }]);

      expect(await storage().errorEvents.clear({ resolvedOnly: false })).toBe(1);
      expect(await storage().errorEvents.groups({ page: 1, pageSize: 10 })).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 10,
      });
      expect(await storage().errorEvents.countOpenGroups()).toBe(0);
      expect(await storage().errorEvents.clear({ resolvedOnly: false })).toBe(0);
    });
  });
}
