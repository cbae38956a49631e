import { describe, expect, it } from 'vitest';
import { hoursFromNow, useFreshStorage, type OpenStorage } from './fresh-storage';

export function sessionsContract(open: OpenStorage): void {
  describe('sessions', () => {
    const storage = useFreshStorage(open);

    it('returns what was stored for a live session, and null for an unknown id', async () => {
      await storage().sessions.set('live', { cookie: { path: '/' }, userId: 'u1' }, hoursFromNow(1));
      expect(await storage().sessions.get('live')).toEqual({ cookie: { path: '/' }, userId: 'u1' });
      expect(await storage().sessions.get('never-stored')).toBeNull();
    });

    it('replaces the data when the same id is stored again', async () => {
      await storage().sessions.set('replaced', { step: 1 }, hoursFromNow(1));
      await storage().sessions.set('replaced', { step: 2 }, hoursFromNow(1));
      expect(await storage().sessions.get('replaced')).toEqual({ step: 2 });
    });

    it('treats an expired session as absent', async () => {
      await storage().sessions.set('expired', { userId: 'u2' }, hoursFromNow(-1));
      expect(await storage().sessions.get('expired')).toBeNull();
    });

    it('forgets a destroyed session', async () => {
      await storage().sessions.set('destroyed', { userId: 'u3' }, hoursFromNow(1));
      await storage().sessions.destroy('destroyed');
      expect(await storage().sessions.get('destroyed')).toBeNull();
    });
  });

  describe('sessions: purging', () => {
    const storage = useFreshStorage(open);

    it('purges only sessions expired at the given time, and says how many', async () => {
      await storage().sessions.set('already-expired', {}, hoursFromNow(-1));
      await storage().sessions.set('expires-soon', {}, hoursFromNow(1));
      await storage().sessions.set('touched', {}, hoursFromNow(1));
      await storage().sessions.set('expires-later', {}, hoursFromNow(5));
      await storage().sessions.touch('touched', hoursFromNow(3));

      expect(await storage().sessions.purgeExpired(hoursFromNow(2))).toBe(2);
      expect(await storage().sessions.get('expires-soon')).toBeNull();
      expect(await storage().sessions.get('touched')).toEqual({});
      expect(await storage().sessions.get('expires-later')).toEqual({});
      expect(await storage().sessions.purgeExpired(hoursFromNow(2))).toBe(0);
    });
  });
}

export function settingsContract(open: OpenStorage): void {
  describe('settings', () => {
    const storage = useFreshStorage(open);

    it('answers null for a key never set', async () => {
      expect(await storage().settings.get('missing')).toBeNull();
    });

    it('round-trips JSON values and keeps the last one set', async () => {
      await storage().settings.set('smtp', { host: 'mail.example', port: 587, tls: true, to: ['a@b.c'] });
      expect(await storage().settings.get('smtp')).toEqual({
        host: 'mail.example',
        port: 587,
        tls: true,
        to: ['a@b.c'],
      });
      await storage().settings.set('smtp', 'disabled');
      expect(await storage().settings.get('smtp')).toBe('disabled');
      await storage().settings.set('flag', false);
      expect(await storage().settings.get('flag')).toBe(false);
    });

    it('clears a key set to null', async () => {
      await storage().settings.set('cleared', 42);
      await storage().settings.set('cleared', null);
      expect(await storage().settings.get('cleared')).toBeNull();
    });
  });
}
