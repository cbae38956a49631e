import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue } from '../modules/auth/testing/cookies';
import { signInForTrial } from '../modules/auth/testing/trial-sign-in';
import { createTestApp, type TestApp } from '../test-helpers';
import { requireUser } from './auth-guards';

const REJECTED = {
  error: {
    code: 'FORBIDDEN',
    message: 'Missing or invalid anti-forgery token. Reload the page and try again.',
  },
};

describe('anti-forgery tokens (docs/security.md)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(
      { env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } },
      {
        mountTestRoutes(router) {
          router.post('/api/test/write', requireUser, (req, res) => {
            res.json({ by: req.authMethod });
          });
          router.post('/api/test/anonymous-write', (req, res) => {
            res.json({ signedIn: req.user !== undefined });
          });
        },
      },
    );
  });
  afterAll(() => testApp.close());

  it('refuses a signed-in write that carries only cookies, as a cross-site form or fetch would', async () => {
    const agent = request.agent(testApp.app);
    await signInForTrial(agent, { email: 'victim@example.com' });
    const res = await agent.post('/api/keys').send({ name: 'planted by attacker' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REJECTED);
    expect((await agent.get('/api/keys')).body.keys).toEqual([]);
  });

  it('accepts the same write with the session’s token in X-CSRF-Token', async () => {
    const agent = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(agent, { email: 'owner@example.com' });
    const res = await agent.post('/api/test/write').set('X-CSRF-Token', csrfToken).send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ by: 'session' });
  });

  it('refuses a token that belongs to another session', async () => {
    const victim = request.agent(testApp.app);
    await signInForTrial(victim, { email: 'victim2@example.com' });
    const attacker = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(attacker, { email: 'attacker@example.com' });
    const res = await victim.post('/api/test/write').set('X-CSRF-Token', csrfToken).send({});
    expect(res.body).toEqual(REJECTED);
  });

  it('refuses a token from before sign-out once the person signs in again', async () => {
    const agent = request.agent(testApp.app);
    const before = await signInForTrial(agent, { email: 'again@example.com' });
    await agent.get('/auth/logout');
    const after = await signInForTrial(agent, { email: 'again@example.com' });
    expect(after.csrfToken).not.toBe(before.csrfToken);
    expect((await agent.post('/api/test/write').set('X-CSRF-Token', before.csrfToken).send({})).status).toBe(
      403,
    );
    expect((await agent.post('/api/test/write').set('X-CSRF-Token', after.csrfToken).send({})).status).toBe(
      200,
    );
  });

  it('refuses a matching cookie-and-header pair planted by a sibling subdomain (no naive double submit)', async () => {
    const agent = request.agent(testApp.app);
    await signInForTrial(agent, { email: 'tossed@example.com' });
    agent.jar.setCookie('csrf-token=attacker-chosen', '127.0.0.1', '/');
    const res = await agent.post('/api/test/write').set('X-CSRF-Token', 'attacker-chosen').send({});
    expect(res.body).toEqual(REJECTED);
  });

  it('reads the token from the header only, never from the body or the query string', async () => {
    const agent = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(agent, { email: 'fallthrough@example.com' });
    const inBody = await agent.post('/api/test/write').send({ _csrf: csrfToken, csrfToken });
    expect(inBody.status).toBe(403);
    const inQuery = await agent.post(`/api/test/write?_csrf=${encodeURIComponent(csrfToken)}`).send({});
    expect(inQuery.status).toBe(403);
  });

  it('gives a signed-in browser its token again on any API read when the cookie went missing', async () => {
    const agent = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(agent, { email: 'refresh@example.com' });
    agent.jar.setCookie('csrf-token=stale', '127.0.0.1', '/');
    const read = await agent.get('/api/user');
    expect(cookieValue(read, 'csrf-token')).toBe(csrfToken);
    const again = await agent.get('/api/user');
    expect(cookieValue(again, 'csrf-token')).toBeUndefined();
  });

  it('lets anonymous writes through: without a session there is no authority to forge', async () => {
    const res = await request(testApp.app).post('/api/test/anonymous-write').send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ signedIn: false });
  });

  it('exempts requests authenticated by API key, which no browser sends on its own', async () => {
    const agent = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(agent, { email: 'keyholder@example.com' });
    const { key } = (await agent.post('/api/keys').set('X-CSRF-Token', csrfToken).send({ name: 'CLI' })).body;
    const res = await request(testApp.app)
      .post('/api/test/write')
      .set('Authorization', `Bearer ${key}`)
      .send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ by: 'api-key' });
  });

  it('never authenticates a browser-extension request by cookie, so it cannot be used to forge one', async () => {
    const agent = request.agent(testApp.app);
    await signInForTrial(agent, { email: 'extension@example.com' });
    const fromExtension = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
    expect((await agent.get('/api/user').set('Origin', fromExtension)).status).toBe(401);
    const write = await agent.post('/api/test/write').set('Origin', fromExtension).send({});
    expect(write.status).toBe(401);
    const anonymous = await agent
      .post('/api/test/anonymous-write')
      .set('Origin', 'moz-extension://1234')
      .send({});
    expect(anonymous.body).toEqual({ signedIn: false });
    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('offers no way to change state with GET: deleting a key answers only to DELETE', async () => {
    const agent = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(agent, { email: 'get-delete@example.com' });
    const { id } = (await agent.post('/api/keys').set('X-CSRF-Token', csrfToken).send({ name: 'k' })).body;
    expect((await agent.get(`/api/keys/${id}`)).status).toBe(404);
    expect((await agent.get(`/api/keys/${id}/delete`)).status).toBe(404);
    expect((await agent.get('/api/keys')).body.keys).toHaveLength(1);
  });
});
