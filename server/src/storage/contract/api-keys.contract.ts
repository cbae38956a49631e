import { describe, expect, it } from 'vitest';
import { at, signIn, useFreshStorage, type OpenStorage } from './fresh-storage';

const anyUuid: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);

export function apiKeysContract(open: OpenStorage): void {
  describe('api keys', () => {
    const storage = useFreshStorage(open);

    const owner = (subject: string) => signIn(storage(), subject);
    /** A key of `userId` named `name`, stored by `hash`, created `hour` hours after the base time. */
    const createKey = (userId: string, name: string, hash: string, hour: number) =>
      storage().apiKeys.create({ userId, name, prefix: `sk_${hash}`, hash, createdAt: at(hour) });

    it('stores a key by its hash and finds it, with its owner, by that hash only', async () => {
      const ada = await owner('ada');
      const created = await storage().apiKeys.create({
        userId: ada.id,
        name: 'CI',
        prefix: 'sk_abcd1234',
        hash: 'a'.repeat(64),
        createdAt: at(1),
      });
      expect(created).toEqual({
        id: anyUuid,
        userId: ada.id,
        name: 'CI',
        prefix: 'sk_abcd1234',
        createdAt: at(1),
        lastUsedAt: null,
      });
      expect(await storage().apiKeys.findByHash('a'.repeat(64))).toEqual({ key: created, owner: ada });
      expect(await storage().apiKeys.findByHash('b'.repeat(64))).toBeNull();
    });

    it('lists and counts only the owner’s keys, newest first', async () => {
      const bob = await owner('bob');
      const eve = await owner('eve');
      const older = await createKey(bob.id, 'old', 'c1', 1);
      const newer = await createKey(bob.id, 'new', 'c2', 2);
      await createKey(eve.id, 'eve', 'c3', 3);
      expect((await storage().apiKeys.listByUser(bob.id)).map((key) => key.id)).toEqual([newer.id, older.id]);
      expect(await storage().apiKeys.countByUser(bob.id)).toBe(2);
      expect(await storage().apiKeys.listByUser('not-a-uuid')).toEqual([]);
    });

    it('revokes a key only for its owner', async () => {
      const carol = await owner('carol');
      const mallory = await owner('mallory');
      const key = await createKey(carol.id, 'k', 'd1', 1);
      expect(await storage().apiKeys.revoke(mallory.id, key.id)).toBe(false);
      expect(await storage().apiKeys.findByHash('d1')).not.toBeNull();
      expect(await storage().apiKeys.revoke(carol.id, key.id)).toBe(true);
      expect(await storage().apiKeys.findByHash('d1')).toBeNull();
      expect(await storage().apiKeys.revoke(carol.id, key.id)).toBe(false);
    });

    it('records when a key was last used', async () => {
      const dan = await owner('dan');
      const key = await createKey(dan.id, 'k', 'e1', 1);
      await storage().apiKeys.markUsed(key.id, at(4));
      expect((await storage().apiKeys.findByHash('e1'))?.key.lastUsedAt).toEqual(at(4));
    });

    it('deletes an account’s keys with the account', async () => {
      const erin = await owner('erin');
      await createKey(erin.id, 'k', 'f1', 1);
      await storage().users.delete(erin.id);
      expect(await storage().apiKeys.findByHash('f1')).toBeNull();
      expect(await storage().apiKeys.countByUser(erin.id)).toBe(0);
    });
  });
}
