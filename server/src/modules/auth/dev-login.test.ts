import { loadConfig } from '../../config';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';
import { cookieValue } from './testing/cookies';
import { signInForTrial } from './testing/trial-sign-in';

describe('trial sign-in (DEV_LOGIN=1)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => testApp.close());

  it('is offered by /api/auth/config', async () => {
    expect((await request(testApp.app).get('/api/auth/config')).body).toEqual({
      google: false,
      devLogin: true,
    });
  });

  it('signs in as any email with the chosen role and name', async () => {
    const agent = request.agent(testApp.app);
    const { user } = await signInForTrial(agent, { email: 'Admin@Example.com', role: 'admin', name: 'Ada' });
    expect(user).toMatchObject({ email: 'admin@example.com', role: 'admin', name: 'Ada', plan: 'free' });
    expect((await agent.get('/api/user')).body).toEqual(user);
  });

  it('changes the role of the same email when signing in again with another one', async () => {
    const first = await signInForTrial(request.agent(testApp.app), {
      email: 'switch@example.com',
      role: 'admin',
    });
    const again = await signInForTrial(request.agent(testApp.app), {
      email: 'switch@example.com',
      role: 'user',
    });
    expect(again.user).toMatchObject({ id: first.user.id, role: 'user' });
  });

  it('needs the anti-forgery token of the visitor’s own session, so another site cannot sign a visitor in', async () => {
    const agent = request.agent(testApp.app);
    await agent.get('/api/csrf');
    const withoutToken = await agent.post('/auth/dev-login').send({ email: 'x@example.com', role: 'admin' });
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.body.error.message).toBe(
      'Missing or invalid anti-forgery token. Reload the page and try again.',
    );
    const othersToken = (await request(testApp.app).get('/api/csrf')).body.token;
    const withOthers = await agent
      .post('/auth/dev-login')
      .set('X-CSRF-Token', String(othersToken))
      .send({ email: 'x@example.com', role: 'admin' });
    expect(withOthers.status).toBe(403);
    expect((await agent.get('/api/user')).status).toBe(401);
  });

  it('accepts only JSON, so a cross-site HTML form cannot post it', async () => {
    const agent = request.agent(testApp.app);
    const { body } = await agent.get('/api/csrf');
    const form = await agent
      .post('/auth/dev-login')
      .set('X-CSRF-Token', String(body.token))
      .type('form')
      .send({ email: 'x@example.com', role: 'admin' });
    expect(form.status).toBe(415);
  });

  it('validates the email and role', async () => {
    const agent = request.agent(testApp.app);
    const { body } = await agent.get('/api/csrf');
    const bad = await agent
      .post('/auth/dev-login')
      .set('X-CSRF-Token', String(body.token))
      .send({ email: 'not-an-email', role: 'owner' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address');
  });

  it('rotates the session and hands out a new anti-forgery token', async () => {
    const agent = request.agent(testApp.app);
    const before = await agent.get('/api/csrf');
    const res = await agent
      .post('/auth/dev-login')
      .set('X-CSRF-Token', String(before.body.token))
      .send({ email: 'rotate@example.com', role: 'user' });
    expect(cookieValue(res, 'sid')).not.toBe(cookieValue(before, 'sid'));
    expect(cookieValue(res, 'csrf-token')).not.toBe(before.body.token);
  });
});

describe('trial sign-in when DEV_LOGIN is off', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('does not exist', async () => {
    const agent = request.agent(testApp.app);
    const { body } = await agent.get('/api/csrf');
    const res = await agent
      .post('/auth/dev-login')
      .set('X-CSRF-Token', String(body.token))
      .send({ email: 'x@example.com', role: 'admin' });
    expect(res.status).toBe(404);
    expect((await agent.get('/api/user')).status).toBe(401);
  });

  it('is refused at start in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        DEV_LOGIN: '1',
        DATABASE_URL: 'memory://',
      }),
    ).toThrow('DEV_LOGIN lets anyone sign in as anyone and is refused when NODE_ENV=production');
  });
});
