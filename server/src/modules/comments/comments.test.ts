import {
  AdminCommentSchema,
  AdminCommentsResponseSchema,
  CreateCommentResponseSchema,
  DomainCommentsResponseSchema,
  type CreateCommentRequest,
} from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../../test-support';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';
import { MAX_COMMENTS_PER_DAY } from './comment-guards';

const NEGATIVE = { rating: 1, text: 'They took my payment and never shipped anything.' };

type Member = {
  agent: TestAgent;
  id: string;
  csrfToken: string;
  post(domain: string, body?: CreateCommentRequest | object): Promise<request.Response>;
  report(commentId: string, reason?: string): Promise<request.Response>;
};

async function signIn(testApp: TestApp, email: string, role: 'user' | 'admin' = 'user'): Promise<Member> {
  const agent = request.agent(testApp.app);
  const { user, csrfToken } = await signInForTrial(agent, { email, role, name: email.split('@')[0] });
  return {
    agent,
    id: user.id,
    csrfToken,
    post: (domain, body = NEGATIVE) =>
      agent.post(`/api/domain/${domain}/comments`).set('X-CSRF-Token', csrfToken).send(body),
    report: (commentId, reason = 'Spam') =>
      agent.post(`/api/comments/${commentId}/report`).set('X-CSRF-Token', csrfToken).send({ reason }),
  };
}

const ENV = { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' };

describe('community comments', () => {
  let testApp: TestApp;
  let admin: Member;
  beforeAll(async () => {
    testApp = await createTestApp({ env: ENV });
    admin = await signIn(testApp, 'admin@example.com', 'admin');
  });
  afterAll(() => testApp.close());

  const publicList = async (domain: string, agent: TestAgent | null = null) =>
    DomainCommentsResponseSchema.parse(
      (await (agent ?? request(testApp.app)).get(`/api/domain/${domain}/comments`)).body,
    );
  const moderate = (id: string, status: string) =>
    admin.agent.patch(`/api/admin/comments/${id}`).set('X-CSRF-Token', admin.csrfToken).send({ status });

  it("holds a new author's first comment for review, then publishes it once approved", async () => {
    const author = await signIn(testApp, 'newcomer@example.com');
    const res = await author.post('www.review-shop.example', {
      rating: 2,
      text: '  Slow delivery, rude support.  ',
    });
    expect(res.status).toBe(201);
    const { comment, message } = CreateCommentResponseSchema.parse(res.body);
    expect(message).toBe('Thanks! Your comment is awaiting review.');
    expect(comment).toMatchObject({ status: 'pending', rating: 2, text: 'Slow delivery, rude support.' });

    const before = await publicList('review-shop.example');
    expect(before.items).toEqual([]);
    expect(before.summary).toMatchObject({ approvedCount: 0, averageRating: null });
    const own = await publicList('review-shop.example', author.agent);
    expect(own.mine.map((mine) => [mine.id, mine.status])).toEqual([[comment.id, 'pending']]);

    const queue = AdminCommentsResponseSchema.parse(
      (await admin.agent.get('/api/admin/comments?status=pending')).body,
    );
    expect(queue.items.map((item) => item.id)).toContain(comment.id);
    expect(queue.items.find((item) => item.id === comment.id)).toMatchObject({
      domain: 'review-shop.example',
      userId: author.id,
      reportCount: 0,
    });
    expect(queue.counts.pending).toBeGreaterThanOrEqual(1);

    const approved = await moderate(comment.id, 'approved');
    expect(approved.status).toBe(200);
    expect(AdminCommentSchema.parse(approved.body).status).toBe('approved');

    const after = await publicList('review-shop.example');
    expect(after.items.map((item) => item.id)).toEqual([comment.id]);
    expect(after.items[0]?.authorName).toBe('newcomer');
    expect(JSON.stringify(after)).not.toContain('newcomer@example.com');
    expect(after.summary).toEqual({
      domain: 'review-shop.example',
      approvedCount: 1,
      averageRating: 2,
      negativeAuthors: 1,
      positiveAuthors: 0,
    });

    const second = await author.post('another-shop.example', {
      rating: 5,
      text: 'Quick refund, friendly staff.',
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      message: 'Thanks! Your comment is published.',
      comment: { status: 'approved' },
    });
    expect((await publicList('another-shop.example')).items).toHaveLength(1);
  });

  it('keeps comments as plain text: markup as characters, line endings unified, blank lines collapsed', async () => {
    const author = await signIn(testApp, 'markup@example.com');
    const text = '<img src=x onerror="alert(1)"> <b>bold</b>\t caf\u00e9 gnp.exe\r\n\r\n\r\n\r\nend';
    const res = await author.post('markup.example', { rating: 3, text });
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.comment.text).toBe('<img src=x onerror="alert(1)"> <b>bold</b>  café gnp.exe\n\nend');
  });

  it('refuses control and direction-override characters instead of silently removing them', async () => {
    const author = await signIn(testApp, 'overrides@example.com');
    const bell = await author.post('markup.example', { rating: 3, text: 'A fine shop \u0007 really.' });
    expect(bell.status).toBe(400);
    expect(bell.body.error.message).toBe(
      'The field "text" contains a control character (U+0007), which is not allowed.',
    );
    const override = await author.post('markup.example', { rating: 3, text: 'Download \u202Egnp.exe now' });
    expect(override.status).toBe(400);
    expect(override.body.error.message).toContain('right-to-left override');
  });

  it.each([
    ['a rating of 0', { rating: 0, text: 'A perfectly fine comment.' }, 'Please choose a rating from 1 to 5'],
    ['a rating of 6', { rating: 6, text: 'A perfectly fine comment.' }, 'Please choose a rating from 1 to 5'],
    [
      'a fractional rating',
      { rating: 2.5, text: 'A perfectly fine comment.' },
      'Please choose a rating from 1 to 5',
    ],
    [
      'a rating given as text',
      { rating: '5', text: 'A perfectly fine comment.' },
      'Please choose a rating from 1 to 5',
    ],
    ['a short text', { rating: 3, text: '   too short  ' }, 'Comments must be at least 10 characters'],
    [
      'control characters only',
      { rating: 3, text: '\u0000\u0001\u0002'.repeat(10) },
      'The field "text" contains a NUL byte',
    ],
    [
      'a text over 1000 characters',
      { rating: 3, text: 'x'.repeat(1001) },
      'Comments are limited to 1000 characters',
    ],
    ['no text', { rating: 3 }, 'Please write a comment'],
  ])('refuses %s with 400 and a clear message', async (_label, body, message) => {
    const author = await signIn(testApp, `validation-${Math.random().toString(36).slice(2)}@example.com`);
    const res = await author.post('validation.example', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
  });

  it('refuses an invalid domain with 400', async () => {
    const author = await signIn(testApp, 'domain-check@example.com');
    expect((await author.post('not a domain', NEGATIVE)).status).toBe(400);
    expect((await request(testApp.app).get('/api/domain/not%20a%20domain/comments')).status).toBe(400);
  });

  it('needs a signed-in browser session with its anti-forgery token', async () => {
    const anonymous = await request(testApp.app).post('/api/domain/auth.example/comments').send(NEGATIVE);
    expect(anonymous.status).toBe(401);
    const anonymousReport = await request(testApp.app)
      .post('/api/comments/00000000-0000-4000-8000-000000000000/report')
      .send({ reason: 'Spam' });
    expect(anonymousReport.status).toBe(401);

    const member = await signIn(testApp, 'forgery@example.com');
    const forged = await member.agent.post('/api/domain/auth.example/comments').send(NEGATIVE);
    expect(forged.status).toBe(403);

    const { key } = (
      await member.agent.post('/api/keys').set('X-CSRF-Token', member.csrfToken).send({ name: 'bot' })
    ).body as { key: string };
    const viaKey = await request(testApp.app)
      .post('/api/domain/auth.example/comments')
      .set('Authorization', `Bearer ${key}`)
      .send(NEGATIVE);
    expect(viaKey.status).toBe(403);
  });

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

describe('comment posting limits', () => {
  let testApp: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = manualClock(new Date('2030-06-01T23:00:00Z'));
    testApp = await createTestApp({ env: ENV, clock });
  });
  afterAll(() => testApp.close());

  it('allows one comment per domain a day, until the next UTC day', async () => {
    const author = await signIn(testApp, 'daily@example.com');
    expect((await author.post('daily.example')).status).toBe(201);
    const again = await author.post('www.daily.example');
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('3600');
    expect(again.body.error.message).toBe(
      'Rate limit exceeded. You can post one comment a day about daily.example; please try again in 3600 seconds.',
    );
    clock.advance(60 * 60 * 1000);
    expect((await author.post('daily.example')).status).toBe(201);
  });

  it(`allows ${MAX_COMMENTS_PER_DAY} comments a day in all`, async () => {
    const author = await signIn(testApp, 'prolific@example.com');
    for (let index = 0; index < MAX_COMMENTS_PER_DAY; index += 1) {
      expect((await author.post(`site-${index}.example`)).status).toBe(201);
    }
    const limited = await author.post('one-more.example');
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(
      /^Rate limit exceeded\. You can post 5 comments a day; please try again in \d+ seconds\.$/,
    );
  });
});
