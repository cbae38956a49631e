import { describe, expect, it } from 'vitest';
import { at, signIn, useFreshStorage, type OpenStorage } from './fresh-storage';

const anyUuid: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);

export function apiKeysContract(open: OpenStorage): void {
  describe('api keys', () => {
    const storage = useFreshStorage(open);

    const owner = (subject: string) => signIn(storage(), subject);

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
      const older = await storage().apiKeys.create({
        userId: bob.id,
        name: 'old',
        prefix: 'sk_1',
        hash: 'c1',
        createdAt: at(1),
      });
      const newer = await storage().apiKeys.create({
        userId: bob.id,
        name: 'new',
        prefix: 'sk_2',
        hash: 'c2',
        createdAt: at(2),
      });
      await storage().apiKeys.create({
        userId: eve.id,
        name: 'eve',
        prefix: 'sk_3',
        hash: 'c3',
        createdAt: at(3),
      });
      expect((await storage().apiKeys.listByUser(bob.id)).map((key) => key.id)).toEqual([newer.id, older.id]);
      expect(await storage().apiKeys.countByUser(bob.id)).toBe(2);
      expect(await storage().apiKeys.listByUser('not-a-uuid')).toEqual([]);
    });

    it('revokes a key only for its owner', async () => {
      const carol = await owner('carol');
      const mallory = await owner('mallory');
      const key = await storage().apiKeys.create({
        userId: carol.id,
        name: 'k',
        prefix: 'sk_4',
        hash: 'd1',
        createdAt: at(1),
      });
      expect(await storage().apiKeys.revoke(mallory.id, key.id)).toBe(false);
      expect(await storage().apiKeys.findByHash('d1')).not.toBeNull();
      expect(await storage().apiKeys.revoke(carol.id, key.id)).toBe(true);
      expect(await storage().apiKeys.findByHash('d1')).toBeNull();
      expect(await storage().apiKeys.revoke(carol.id, key.id)).toBe(false);
    });

    it('records when a key was last used', async () => {
      const dan = await owner('dan');
      const key = await storage().apiKeys.create({
        userId: dan.id,
        name: 'k',
        prefix: 'sk_5',
        hash: 'e1',
        createdAt: at(1),
      });
      await storage().apiKeys.markUsed(key.id, at(4));
      expect((await storage().apiKeys.findByHash('e1'))?.key.lastUsedAt).toEqual(at(4));
    });

    it('deletes an account’s keys with the account', async () => {
      const erin = await owner('erin');
      await storage().apiKeys.create({
        userId: erin.id,
        name: 'k',
        prefix: 'sk_6',
        hash: 'f1',
        createdAt: at(1),
      });
      await storage().users.delete(erin.id);
      expect(await storage().apiKeys.findByHash('f1')).toBeNull();
      expect(await storage().apiKeys.countByUser(erin.id)).toBe(0);
    });
  });
}
