import {
  AdminCommentSchema,
  AdminCommentsResponseSchema,
  CreateCommentResponseSchema,
} from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../../test-support';
import { createTestApp, type TestApp } from '../../test-helpers';
import { MAX_COMMENTS_PER_DAY } from './comment-guards';
import {
  commentCalls,
  ENV,
  NEGATIVE,
  signIn,
  startCommentsApp,
  type Member,
} from './testing/comment-members';

describe('community comments: posting', () => {
  let testApp: TestApp;
  let admin: Member;
  beforeAll(async () => ({ testApp, admin } = await startCommentsApp()));
  afterAll(() => testApp.close());
  const { publicList, moderate } = commentCalls(() => ({ testApp, admin }));

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
