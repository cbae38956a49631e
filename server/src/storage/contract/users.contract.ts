import { describe, expect, it } from 'vitest';
import type { SignInIdentity } from '../ports';
import { at, UNKNOWN_ID, useFreshStorage, type OpenStorage } from './fresh-storage';

function google(subject: string, overrides: Partial<SignInIdentity> = {}): SignInIdentity {
  return {
    provider: 'google',
    subject,
    email: `${subject}@example.com`,
    name: `User ${subject}`,
    avatarUrl: null,
    ...overrides,
  };
}

const anyUuid: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);

export function usersContract(open: OpenStorage): void {
  describe('users', () => {
    const storage = useFreshStorage(open);

    it('creates an account on first sign-in as a free user, and finds it by id', async () => {
      const user = await storage().users.signIn(google('first'), at(0));
      expect(user).toEqual({
        id: anyUuid,
        provider: 'google',
        subject: 'first',
        email: 'first@example.com',
        name: 'User first',
        avatarUrl: null,
        role: 'user',
        plan: 'free',
        disabled: false,
        createdAt: at(0),
        updatedAt: at(0),
      });
      expect(await storage().users.findById(user.id)).toEqual(user);
    });

    it('keys accounts by provider and subject: a new email on the same subject is the same account', async () => {
      const before = await storage().users.signIn(google('sub-42'), at(0));
      const after = await storage().users.signIn(
        google('sub-42', {
          email: 'renamed@example.com',
          name: 'Renamed',
          avatarUrl: 'https://a.example/p.png',
        }),
        at(1),
      );
      expect(after).toMatchObject({
        id: before.id,
        email: 'renamed@example.com',
        name: 'Renamed',
        avatarUrl: 'https://a.example/p.png',
        createdAt: at(0),
        updatedAt: at(1),
      });
      const sameEmailOtherSubject = await storage().users.signIn(
        google('sub-43', { email: 'renamed@example.com' }),
        at(2),
      );
      expect(sameEmailOtherSubject.id).not.toBe(before.id);
      const sameSubjectOtherProvider = await storage().users.signIn(
        google('sub-42', { provider: 'dev' }),
        at(2),
      );
      expect(sameSubjectOtherProvider.id).not.toBe(before.id);
    });

    it('keeps the stored role and plan on sign-in unless a role is given', async () => {
      const user = await storage().users.signIn(google('roles'), at(0));
      await storage().users.update(user.id, { plan: 'premium' }, at(1));
      const granted = await storage().users.signIn(google('roles', { role: 'admin' }), at(2));
      expect(granted).toMatchObject({ role: 'admin', plan: 'premium' });
      expect(await storage().users.signIn(google('roles'), at(3))).toMatchObject({
        role: 'admin',
        plan: 'premium',
      });
    });

    it('creates one account when the same first sign-in happens twice at once', async () => {
      const [a, b] = await Promise.all([
        storage().users.signIn(google('racing'), at(0)),
        storage().users.signIn(google('racing'), at(0)),
      ]);
      expect(a.id).toBe(b.id);
    });

    it('updates name, role and plan, and answers null for an unknown or malformed id', async () => {
      const user = await storage().users.signIn(google('changes'), at(0));
      expect(
        await storage().users.update(user.id, { name: null, role: 'admin', plan: 'enterprise' }, at(5)),
      ).toMatchObject({ id: user.id, name: null, role: 'admin', plan: 'enterprise', updatedAt: at(5) });
      expect(await storage().users.update(UNKNOWN_ID, { name: 'x' }, at(5))).toBeNull();
      expect(await storage().users.findById('not-a-uuid')).toBeNull();
      expect(await storage().users.findById("1' or '1'='1")).toBeNull();
    });

    it('deletes an account once', async () => {
      const user = await storage().users.signIn(google('leaving'), at(0));
      expect(await storage().users.delete(user.id)).toBe(true);
      expect(await storage().users.findById(user.id)).toBeNull();
      expect(await storage().users.delete(user.id)).toBe(false);
      expect(await storage().users.delete('nonsense')).toBe(false);
    });

    it('disables and re-enables an account, keeping it disabled across sign-ins', async () => {
      const user = await storage().users.signIn(google('disabled'), at(0));
      expect(await storage().users.update(user.id, { disabled: true }, at(1))).toMatchObject({
        disabled: true,
        role: 'user',
        updatedAt: at(1),
      });
      expect(await storage().users.signIn(google('disabled'), at(2))).toMatchObject({
        id: user.id,
        disabled: true,
      });
      expect(await storage().users.findById(user.id)).toMatchObject({ disabled: true });
      expect(await storage().users.update(user.id, { disabled: false }, at(3))).toMatchObject({
        disabled: false,
      });
    });

    it('removes the account and everything that hangs off it', async () => {
      const user = await storage().users.signIn(google('cascade'), at(0));
      await storage().apiKeys.create({
        userId: user.id,
        name: 'k',
        prefix: 'sc_abc',
        hash: 'h-cascade',
        createdAt: at(0),
      });
      expect(await storage().users.delete(user.id)).toBe(true);
      expect(await storage().apiKeys.findByHash('h-cascade')).toBeNull();
    });
  });

  describe('users: admin list', () => {
    const storage = useFreshStorage(open);

    it('lists accounts newest first, paged, with a total', async () => {
      const oldest = await storage().users.signIn(google('list-a', { name: 'Ada Lovelace' }), at(1));
      const middle = await storage().users.signIn(
        google('list-b', { name: null, email: 'grace@navy.example' }),
        at(2),
      );
      const newest = await storage().users.signIn(google('list-c', { name: 'Alan 100%_sure' }), at(3));
      await storage().users.update(middle.id, { role: 'admin' }, at(4));

      const first = await storage().users.list({ page: 1, pageSize: 2 });
      expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(first.items.map((user) => user.id)).toEqual([newest.id, middle.id]);
      expect(first.items[1]).toEqual({ ...middle, role: 'admin', updatedAt: at(4) });
      const second = await storage().users.list({ page: 2, pageSize: 2 });
      expect(second.items.map((user) => user.id)).toEqual([oldest.id]);
    });

    it('searches email or name case-insensitively, with typed wildcards taken literally', async () => {
      const ids = async (q: string) =>
        (await storage().users.list({ q, page: 1, pageSize: 10 })).items.map((u) => u.subject);
      expect(await ids('LOVELACE')).toEqual(['list-a']);
      expect(await ids('NAVY.example')).toEqual(['list-b']);
      expect(await ids('list-')).toEqual(['list-c', 'list-a']);
      expect(await ids('100%_')).toEqual(['list-c']);
      expect(await ids('a_a')).toEqual([]);
      expect(await ids('%')).toEqual(['list-c']);
      expect(await ids('  ')).toEqual(['list-c', 'list-b', 'list-a']);
      expect(await ids('nobody-here')).toEqual([]);
    });

    it('filters by role, combined with the search', async () => {
      const admins = await storage().users.list({ role: 'admin', page: 1, pageSize: 10 });
      expect(admins).toMatchObject({ total: 1 });
      expect(admins.items.map((user) => user.subject)).toEqual(['list-b']);
      const users = await storage().users.list({ role: 'user', q: 'list', page: 1, pageSize: 10 });
      expect(users.items.map((user) => user.subject)).toEqual(['list-c', 'list-a']);
      expect(
        (await storage().users.list({ role: 'admin', q: 'lovelace', page: 1, pageSize: 10 })).total,
      ).toBe(0);
    });
  });
}
