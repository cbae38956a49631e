import { AdminCommentsResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-helpers';
import { commentCalls, NEGATIVE, signIn, startCommentsApp, type Member } from './testing/comment-members';

describe('community comments: reports and moderation', () => {
  let testApp: TestApp;
  let admin: Member;
  beforeAll(async () => ({ testApp, admin } = await startCommentsApp()));
  afterAll(() => testApp.close());
  const { publicList, moderate } = commentCalls(() => ({ testApp, admin }));

  it('counts one abuse report per person and hides a comment reported by three people', async () => {
    const author = await signIn(testApp, 'reported-author@example.com');
    const { id } = (await author.post('reported.example', NEGATIVE)).body.comment as { id: string };
    await moderate(id, 'approved');

    const first = await signIn(testApp, 'reporter-1@example.com');
    for (let repeat = 0; repeat < 3; repeat += 1) {
      const res = await first.report(id, 'Offensive language');
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ reported: true });
    }
    expect((await publicList('reported.example')).items.map((item) => item.id)).toEqual([id]);

    await (await signIn(testApp, 'reporter-2@example.com')).report(id);
    expect((await publicList('reported.example')).items).toHaveLength(1);
    await (await signIn(testApp, 'reporter-3@example.com')).report(id);
    expect((await publicList('reported.example')).items).toEqual([]);

    const reported = AdminCommentsResponseSchema.parse(
      (await admin.agent.get('/api/admin/comments?reported=true')).body,
    );
    expect(reported.items.find((item) => item.id === id)).toMatchObject({ status: 'hidden', reportCount: 3 });

    // An admin who approves it again has the last word: a fourth report does not hide it again.
    await moderate(id, 'approved');
    await (await signIn(testApp, 'reporter-4@example.com')).report(id);
    expect((await publicList('reported.example')).items.map((item) => item.id)).toEqual([id]);
  });

  it('refuses to report your own comment, an unpublished one, or one that does not exist', async () => {
    const author = await signIn(testApp, 'self-reporter@example.com');
    const { id } = (await author.post('self.example', NEGATIVE)).body.comment as { id: string };
    const other = await signIn(testApp, 'other-reporter@example.com');
    expect((await other.report(id)).status).toBe(404);
    await moderate(id, 'approved');
    const own = await author.report(id);
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe('You cannot report your own comment.');
    expect((await other.report('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await other.report('not-an-id')).status).toBe(404);
    expect((await other.report(id, '   ')).status).toBe(400);
  });

  it('lets administrators search, hide and delete comments', async () => {
    const author = await signIn(testApp, 'moderated@example.com');
    const { id } = (await author.post('moderated.example', { rating: 4, text: 'Searchable zebra comment.' }))
      .body.comment as { id: string };
    const found = AdminCommentsResponseSchema.parse(
      (await admin.agent.get('/api/admin/comments?q=zebra')).body,
    );
    expect(found.items.map((item) => item.id)).toEqual([id]);

    expect((await moderate(id, 'hidden')).body.status).toBe('hidden');
    expect((await moderate(id, 'published')).status).toBe(400);
    expect((await moderate('00000000-0000-4000-8000-000000000000', 'approved')).status).toBe(404);

    const remove = () => admin.agent.delete(`/api/admin/comments/${id}`).set('X-CSRF-Token', admin.csrfToken);
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    expect((await publicList('moderated.example', author.agent)).mine).toEqual([]);
  });

  it('answers 401 signed out and 403 to non-admins on every moderation route, even after a demotion', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const anonymous = request(testApp.app);
    expect((await anonymous.get('/api/admin/comments')).status).toBe(401);
    expect((await anonymous.patch(`/api/admin/comments/${id}`).send({ status: 'hidden' })).status).toBe(401);
    expect((await anonymous.delete(`/api/admin/comments/${id}`)).status).toBe(401);

    const demoted = await signIn(testApp, 'former-admin@example.com', 'admin');
    expect((await demoted.agent.get('/api/admin/comments')).status).toBe(200);
    await testApp.container.storage.users.update(demoted.id, { role: 'user' }, new Date());
    expect((await demoted.agent.get('/api/admin/comments')).status).toBe(403);
    const patch = demoted.agent.patch(`/api/admin/comments/${id}`).set('X-CSRF-Token', demoted.csrfToken);
    expect((await patch.send({ status: 'hidden' })).status).toBe(403);
    const del = demoted.agent.delete(`/api/admin/comments/${id}`).set('X-CSRF-Token', demoted.csrfToken);
    expect((await del).status).toBe(403);
  });

  it('switches off with the comments flag: nothing listed, nothing posted or reported', async () => {
    const author = await signIn(testApp, 'flagged@example.com');
    const { id } = (await author.post('flagged.example', NEGATIVE)).body.comment as { id: string };
    await moderate(id, 'approved');
    const { featureFlags } = testApp.container;
    await featureFlags.update({ ...featureFlags.current(), comments: false });
    try {
      const off = await publicList('flagged.example', author.agent);
      expect(off).toMatchObject({ enabled: false, items: [], mine: [], total: 0 });
      const post = await author.post('other-flagged.example', NEGATIVE);
      expect(post.status).toBe(403);
      expect(post.body.error.message).toBe('Comments are switched off at the moment.');
      expect((await (await signIn(testApp, 'flag-reporter@example.com')).report(id)).status).toBe(403);
    } finally {
      await featureFlags.update({ ...featureFlags.current(), comments: true });
    }
    expect((await publicList('flagged.example')).enabled).toBe(true);
  });
});
