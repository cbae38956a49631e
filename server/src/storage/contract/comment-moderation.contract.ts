import { describe, expect, it } from 'vitest';
import { author, comment } from './comment-fixtures';
import { at, UNKNOWN_ID, useFreshStorage, type OpenStorage } from './fresh-storage';

/** Moderation, reports and the community summary a domain's report shows. */
export function commentModerationContract(open: OpenStorage): void {
  describe('comments: moderation', () => {
    const storage = useFreshStorage(open);

    it('counts every status, with zeros, before anything was posted', async () => {
      expect(await storage().comments.countByStatus()).toEqual({ pending: 0, approved: 0, hidden: 0 });
    });

    it('lists every comment for admins newest first, filtered by status, reports and search', async () => {
      const alice = await author(storage(), 'Alice');
      const bob = await author(storage(), 'Bob');
      const spam = await storage().comments.create(
        comment(alice, {
          domain: 'spam.example',
          text: 'BUY 100% cheap_pills',
          status: 'approved',
          createdAt: at(1),
        }),
      );
      const pending = await storage().comments.create(
        comment(bob, { domain: 'fine.example', text: 'Got my parcel', status: 'pending', createdAt: at(2) }),
      );
      const hidden = await storage().comments.create(
        comment(bob, { domain: 'fine.example', text: 'rude words', status: 'hidden', createdAt: at(3) }),
      );
      await storage().comments.report(spam.id, bob, 'spam', at(4));

      const all = await storage().comments.list({ page: 1, pageSize: 10 });
      expect(all.total).toBe(3);
      expect(all.items.map((item) => item.id)).toEqual([hidden.id, pending.id, spam.id]);
      expect(all.items.map((item) => item.authorName)).toEqual(['Bob', 'Bob', 'Alice']);

      const paged = await storage().comments.list({ page: 2, pageSize: 2 });
      expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(paged.items.map((item) => item.id)).toEqual([spam.id]);

      const byStatus = await storage().comments.list({ status: 'pending', page: 1, pageSize: 10 });
      expect(byStatus.items.map((item) => item.id)).toEqual([pending.id]);

      const reported = await storage().comments.list({ reported: true, page: 1, pageSize: 10 });
      expect(reported).toMatchObject({ total: 1 });
      expect(reported.items[0]).toMatchObject({ id: spam.id, reportCount: 1 });
      const unreported = await storage().comments.list({ reported: false, page: 1, pageSize: 10 });
      expect(unreported.items.map((item) => item.id)).toEqual([hidden.id, pending.id]);

      const byDomain = await storage().comments.list({ q: 'FINE.example', page: 1, pageSize: 10 });
      expect(byDomain.items.map((item) => item.id)).toEqual([hidden.id, pending.id]);
      const byText = await storage().comments.list({ q: 'parcel', page: 1, pageSize: 10 });
      expect(byText.items.map((item) => item.id)).toEqual([pending.id]);
      // Wildcards typed into the search are literal characters.
      expect((await storage().comments.list({ q: '100%', page: 1, pageSize: 10 })).total).toBe(1);
      expect((await storage().comments.list({ q: 'p_lls', page: 1, pageSize: 10 })).total).toBe(0);
      expect((await storage().comments.list({ q: '%', page: 1, pageSize: 10 })).total).toBe(1);
    });

    it('changes a status, stamping the update time, and counts comments by status', async () => {
      const userId = await author(storage());
      const created = await storage().comments.create(
        comment(userId, { status: 'pending', createdAt: at(0) }),
      );
      const before = await storage().comments.countByStatus();

      const approved = await storage().comments.setStatus(created.id, 'approved', at(2));
      expect(approved).toMatchObject({
        id: created.id,
        status: 'approved',
        createdAt: at(0),
        updatedAt: at(2),
      });
      expect(await storage().comments.get(created.id)).toEqual(approved);

      expect(await storage().comments.countByStatus()).toEqual({
        pending: before.pending - 1,
        approved: before.approved + 1,
        hidden: before.hidden,
      });
    });

    it('counts an approval for good: a comment hidden later still counts as ever approved', async () => {
      const userId = await author(storage());
      expect(await storage().comments.countApprovedByUser(userId)).toBe(0);
      const first = await storage().comments.create(comment(userId, { status: 'pending' }));
      expect(await storage().comments.countApprovedByUser(userId)).toBe(0);
      await storage().comments.setStatus(first.id, 'approved', at(1));
      await storage().comments.setStatus(first.id, 'hidden', at(2));
      expect(await storage().comments.countApprovedByUser(userId)).toBe(1);
      await storage().comments.create(comment(userId, { status: 'approved' }));
      expect(await storage().comments.countApprovedByUser(userId)).toBe(2);
    });

    it("counts a user's comments since a time, for posting limits", async () => {
      const userId = await author(storage());
      const other = await author(storage());
      await storage().comments.create(comment(userId, { createdAt: at(-3) }));
      await storage().comments.create(comment(userId, { status: 'pending', createdAt: at(-1) }));
      await storage().comments.create(comment(userId, { status: 'hidden', createdAt: at(0) }));
      await storage().comments.create(comment(other, { createdAt: at(0) }));
      expect(await storage().comments.countByUserSince(userId, at(-1))).toBe(2);
      expect(await storage().comments.countByUserSince(userId, at(-10))).toBe(3);
      expect(await storage().comments.countByUserSince(userId, at(1))).toBe(0);
    });

    it('records an abuse report once per reporter, however often it is sent', async () => {
      const writer = await author(storage());
      const first = await author(storage());
      const second = await author(storage());
      const target = await storage().comments.create(comment(writer));

      expect(await storage().comments.report(target.id, first, 'spam', at(1))).toBe(true);
      expect(await storage().comments.report(target.id, first, 'spam again', at(2))).toBe(true);
      expect(await storage().comments.report(target.id, first, 'and again', at(3))).toBe(true);
      expect((await storage().comments.get(target.id))?.reportCount).toBe(1);

      expect(await storage().comments.report(target.id, second, 'abusive', at(4))).toBe(true);
      expect((await storage().comments.get(target.id))?.reportCount).toBe(2);
      expect(await storage().comments.report(UNKNOWN_ID, first, 'spam', at(5))).toBe(false);
    });

    it('deletes a comment once, with its reports', async () => {
      const writer = await author(storage());
      const reporter = await author(storage());
      const target = await storage().comments.create(comment(writer, { domain: 'deleted.example' }));
      await storage().comments.report(target.id, reporter, 'spam', at(1));

      expect(await storage().comments.delete(target.id)).toBe(true);
      expect(await storage().comments.get(target.id)).toBeNull();
      expect(await storage().comments.delete(target.id)).toBe(false);
      expect((await storage().comments.summary('deleted.example')).approvedCount).toBe(0);
      expect(await storage().comments.report(target.id, reporter, 'spam', at(2))).toBe(false);
    });
  });

  describe('comments: community summary', () => {
    const storage = useFreshStorage(open);

    it('summarises approved comments only, counting a flood from one account as one author', async () => {
      const domain = 'flooded.example';
      const flooder = await author(storage());
      const happy = await author(storage());
      const alsoHappy = await author(storage());
      const neutral = await author(storage());
      for (let index = 0; index < 20; index += 1) {
        await storage().comments.create(comment(flooder, { domain, rating: 1, text: `scam ${index}` }));
      }
      await storage().comments.create(comment(happy, { domain, rating: 5 }));
      await storage().comments.create(comment(alsoHappy, { domain, rating: 4 }));
      await storage().comments.create(comment(neutral, { domain, rating: 3 }));
      // Waiting for review or hidden: not part of what the community said.
      const waiting = await author(storage());
      await storage().comments.create(comment(waiting, { domain, rating: 2, status: 'pending' }));
      await storage().comments.create(comment(waiting, { domain, rating: 2, status: 'hidden' }));
      await storage().comments.create(comment(waiting, { domain: 'other.example', rating: 1 }));

      const summary = await storage().comments.summary(domain);
      expect(summary).toEqual({
        domain,
        approvedCount: 23,
        averageRating: expect.closeTo((20 * 1 + 5 + 4 + 3) / 23, 6) as unknown,
        negativeAuthors: 1,
        positiveAuthors: 2,
      });
    });

    it('reports no average and no authors for a domain without approved comments', async () => {
      const userId = await author(storage());
      await storage().comments.create(comment(userId, { domain: 'quiet.example', status: 'pending' }));
      expect(await storage().comments.summary('quiet.example')).toEqual({
        domain: 'quiet.example',
        approvedCount: 0,
        averageRating: null,
        negativeAuthors: 0,
        positiveAuthors: 0,
      });
    });

    it('changes the summary when a moderator hides or approves a comment', async () => {
      const domain = 'moderated.example';
      const userId = await author(storage());
      const created = await storage().comments.create(
        comment(userId, { domain, rating: 2, status: 'pending' }),
      );
      expect((await storage().comments.summary(domain)).negativeAuthors).toBe(0);
      await storage().comments.setStatus(created.id, 'approved', at(1));
      expect(await storage().comments.summary(domain)).toMatchObject({
        approvedCount: 1,
        averageRating: 2,
        negativeAuthors: 1,
      });
      await storage().comments.setStatus(created.id, 'hidden', at(2));
      expect(await storage().comments.summary(domain)).toMatchObject({
        approvedCount: 0,
        negativeAuthors: 0,
      });
    });
  });
}
