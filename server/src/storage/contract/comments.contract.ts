import { describe, expect, it } from 'vitest';
import { author, comment } from './comment-fixtures';
import { at, UNKNOWN_ID, useFreshStorage, type OpenStorage } from './fresh-storage';

export function commentsContract(open: OpenStorage): void {
  describe('comments: posting and reading', () => {
    const storage = useFreshStorage(open);

    it('stores a comment with its author name and no reports, and reads it back', async () => {
      const userId = await author(storage(), 'Alice');
      const created = await storage().comments.create(
        comment(userId, { domain: 'alice.example', rating: 4, text: 'Fine shop', status: 'pending' }),
      );
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        domain: 'alice.example',
        userId,
        rating: 4,
        text: 'Fine shop',
        status: 'pending',
        authorName: 'Alice',
        reportCount: 0,
        createdAt: at(0),
        updatedAt: at(0),
      });
      expect(await storage().comments.get(created.id)).toEqual(created);
    });

    it('answers null or false for unknown and malformed ids', async () => {
      const userId = await author(storage());
      for (const id of [UNKNOWN_ID, 'not-a-uuid', "1' or '1'='1"]) {
        expect(await storage().comments.get(id)).toBeNull();
        expect(await storage().comments.setStatus(id, 'approved', at(1))).toBeNull();
        expect(await storage().comments.delete(id)).toBe(false);
        expect(await storage().comments.report(id, userId, 'spam', at(1))).toBe(false);
      }
      expect(await storage().comments.listByAuthorForDomain('not-a-uuid', 'shop.example')).toEqual([]);
      expect(await storage().comments.countApprovedByUser('not-a-uuid')).toBe(0);
      expect(await storage().comments.countByUserSince('not-a-uuid', at(-100))).toBe(0);
      expect(await storage().comments.deleteByUser('not-a-uuid')).toBe(0);
    });

    it('lists only approved comments on a domain publicly, newest first, paged with a total', async () => {
      const userId = await author(storage(), 'Pager');
      const domain = 'paged.example';
      for (let hour = 1; hour <= 5; hour += 1) {
        await storage().comments.create(
          comment(userId, { domain, text: `approved ${hour}`, createdAt: at(hour) }),
        );
      }
      await storage().comments.create(
        comment(userId, { domain, text: 'waiting', status: 'pending', createdAt: at(9) }),
      );
      await storage().comments.create(
        comment(userId, { domain, text: 'hidden', status: 'hidden', createdAt: at(9) }),
      );
      await storage().comments.create(
        comment(userId, { domain: 'other.example', text: 'elsewhere', createdAt: at(9) }),
      );

      const first = await storage().comments.listForDomain(domain, { page: 1, pageSize: 2 });
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(first.items.map((item) => item.text)).toEqual(['approved 5', 'approved 4']);
      const last = await storage().comments.listForDomain(domain, { page: 3, pageSize: 2 });
      expect(last.items.map((item) => item.text)).toEqual(['approved 1']);
      const beyond = await storage().comments.listForDomain(domain, { page: 4, pageSize: 2 });
      expect(beyond).toMatchObject({ items: [], total: 5 });
      expect(await storage().comments.listForDomain('nobody.example', { page: 1, pageSize: 10 })).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 10,
      });
    });

    it("shows an author their own comments on a domain in any status, and nobody else's", async () => {
      const mine = await author(storage());
      const theirs = await author(storage());
      const domain = 'own.example';
      await storage().comments.create(comment(mine, { domain, text: 'mine approved', createdAt: at(1) }));
      await storage().comments.create(
        comment(mine, { domain, text: 'mine pending', status: 'pending', createdAt: at(2) }),
      );
      await storage().comments.create(comment(mine, { domain: 'else.example', text: 'mine elsewhere' }));
      await storage().comments.create(comment(theirs, { domain, text: 'theirs', status: 'pending' }));

      const own = await storage().comments.listByAuthorForDomain(mine, domain);
      expect(own.map((item) => [item.text, item.status])).toEqual([
        ['mine pending', 'pending'],
        ['mine approved', 'approved'],
      ]);
    });
  });

  describe('comments: deleting a user', () => {
    const storage = useFreshStorage(open);

    it("removes the user's comments and reports on request, and nobody else's", async () => {
      const leaving = await author(storage());
      const staying = await author(storage());
      const mine = await storage().comments.create(comment(leaving, { domain: 'gone.example' }));
      await storage().comments.create(comment(leaving, { domain: 'gone.example', status: 'pending' }));
      const theirs = await storage().comments.create(comment(staying, { domain: 'gone.example' }));
      await storage().comments.report(theirs.id, leaving, 'spam', at(1));
      await storage().comments.report(mine.id, staying, 'spam', at(1));

      expect(await storage().comments.deleteByUser(leaving)).toBe(2);
      expect(await storage().comments.get(mine.id)).toBeNull();
      expect(await storage().comments.get(theirs.id)).toMatchObject({ reportCount: 0 });
      expect(await storage().comments.summary('gone.example')).toMatchObject({ approvedCount: 1 });
      expect(await storage().comments.deleteByUser(leaving)).toBe(0);
    });

    it('removes comments and reports with the account', async () => {
      const leaving = await author(storage());
      const staying = await author(storage());
      const mine = await storage().comments.create(comment(leaving));
      const theirs = await storage().comments.create(comment(staying));
      await storage().comments.report(theirs.id, leaving, 'spam', at(1));

      expect(await storage().users.delete(leaving)).toBe(true);
      expect(await storage().comments.get(mine.id)).toBeNull();
      expect(await storage().comments.get(theirs.id)).toMatchObject({ reportCount: 0 });
    });
  });
}
