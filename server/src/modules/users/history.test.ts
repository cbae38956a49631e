import { HistoryResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';

describe('GET /api/user/history', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => testApp.close());

  it('answers 401 signed out', async () => {
    expect((await request(testApp.app).get('/api/user/history')).status).toBe(401);
  });

  it("lists the signed-in user's own checks, newest first, cached answers included, and nobody else's", async () => {
    const alice = request.agent(testApp.app);
    const aliceSession = await signInForTrial(alice, { email: 'alice-history@example.com' });
    const bob = request.agent(testApp.app);
    const bobSession = await signInForTrial(bob, { email: 'bob-history@example.com' });
    const analyze = (agent: typeof alice, token: string, domain: string) =>
      agent.post('/api/analyze').set('X-CSRF-Token', token).send({ domain });

    expect((await analyze(alice, aliceSession.csrfToken, 'paypa1-login.com')).status).toBe(200);
    expect((await analyze(bob, bobSession.csrfToken, 'bob-only-shop.com')).status).toBe(200);
    // The second check of the same domain is answered from the cache, and still belongs to the history.
    const cached = await analyze(alice, aliceSession.csrfToken, 'https://www.paypa1-login.com/');
    expect(cached.body.cached).toBe(true);
    await request(testApp.app).post('/api/analyze').send({ domain: 'anonymous-shop.com' });

    // Usage is recorded without holding up the answer; wait until both rows are there.
    await expect
      .poll(async () => HistoryResponseSchema.parse((await alice.get('/api/user/history')).body).total, {
        timeout: 10_000,
      })
      .toBe(2);
    const history = HistoryResponseSchema.parse((await alice.get('/api/user/history')).body);
    expect(history.items.map(({ kind, domain }) => ({ kind, domain }))).toEqual([
      { kind: 'analysis', domain: 'paypa1-login.com' },
      { kind: 'analysis', domain: 'paypa1-login.com' },
    ]);
    expect(history.items[0]?.score).toBe(cached.body.score);
    expect(history.items[0]?.band).toBe(cached.body.band);
    expect(history).toMatchObject({ page: 1, pageSize: 20 });

    const bobs = HistoryResponseSchema.parse((await bob.get('/api/user/history')).body);
    expect(bobs.items.map((item) => item.domain)).toEqual(['bob-only-shop.com']);
  });

  it('refuses a page that is not a whole number', async () => {
    const agent = request.agent(testApp.app);
    await signInForTrial(agent, { email: 'carol-history@example.com' });
    expect((await agent.get('/api/user/history?page=2abc')).status).toBe(400);
  });
});
