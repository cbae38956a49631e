import { CreatedApiKeySchema, CsrfTokenResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTrial } from '../modules/auth/testing/trial-sign-in';
import { createTestApp, type TestApp } from '../test-helpers';
import { FOREIGN_ORIGIN_MESSAGE } from './request-origin';

// Plain http so supertest keeps the session cookie (https would make it Secure).
const PUBLIC_URL = 'http://scamcheck.test';
const STAGING = 'https://staging.scamcheck.test';

describe('state-changing requests from another site', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let csrfToken: string;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000', PUBLIC_URL, ALLOWED_ORIGINS: STAGING },
    });
    agent = request.agent(testApp.app);
    ({ csrfToken } = await signInForTrial(agent, { email: 'origin@example.com' }));
  });
  afterAll(() => testApp.close());

  const rename = (headers: Record<string, string>) =>
    agent.patch('/api/user').set('X-CSRF-Token', csrfToken).set(headers).send({ name: 'Ada' });

  it.each([
    ['Origin of another site', { Origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
    ['a Referer on another site', { Referer: 'https://evil.example/page' }],
    ['a look-alike of our origin', { Origin: 'http://scamcheck.test.evil.example' }],
  ])('refuses a valid anti-forgery token sent with %s (403)', async (_label, headers) => {
    const res = await rename(headers);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(FOREIGN_ORIGIN_MESSAGE);
  });

  it.each([
    ['our Origin', { Origin: PUBLIC_URL }],
    ['a Referer on our site', { Referer: `${PUBLIC_URL}/profile` }],
    ['an origin named in ALLOWED_ORIGINS', { Origin: STAGING }],
    ['neither header (a non-browser client)', {}],
  ])('accepts %s', async (_label, headers) => {
    expect((await rename(headers)).status).toBe(200);
  });

  it('refuses the trial sign-in form posted from another site', async () => {
    const visitor = request.agent(testApp.app);
    const { token } = CsrfTokenResponseSchema.parse((await visitor.get('/api/csrf')).body);
    const res = await visitor
      .post('/auth/dev-login')
      .set('X-CSRF-Token', token)
      .set('Origin', 'https://evil.example')
      .send({ email: 'victim@example.com', role: 'user' });
    expect(res.status).toBe(403);
  });

  it('leaves API-key requests alone: no cookie, nothing to forge', async () => {
    const created = await agent
      .post('/api/keys')
      .set('X-CSRF-Token', csrfToken)
      .set('Origin', PUBLIC_URL)
      .send({ name: 'script' });
    const { key } = CreatedApiKeySchema.parse(created.body);
    const res = await request(testApp.app)
      .post('/api/unwrap')
      .set('Authorization', `Bearer ${key}`)
      .set('Origin', 'https://evil.example')
      .send({ url: 'not a link' });
    expect(res.status).toBe(400);
  });
});
