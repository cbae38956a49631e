import { describe, expect, it } from 'vitest';
import type { SignInIdentity } from '../ports';
import { at, useFreshStorage, type OpenStorage } from './fresh-storage';

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
      expect(
        await storage().users.update('00000000-0000-4000-8000-000000000000', { name: 'x' }, at(5)),
      ).toBeNull();
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
  });
}
