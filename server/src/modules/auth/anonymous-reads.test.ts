import { CurrentUserSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';
import { setCookies } from './testing/cookies';
import { signInForTrial } from './testing/trial-sign-in';

// Credential-less API reads skip the session machinery (auth-middleware.ts); everything that carries a
// credential, and the read that starts a session, must still be identified as before.
describe('reads without credentials', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => testApp.close());

  it('are answered anonymously, without starting a session or setting any cookie', async () => {
    await testApp.container.analysis.analyze('anonymous-read.example');
    const report = await request(testApp.app).get('/api/domain/anonymous-read.example');
    expect(report.status).toBe(200);
    expect(setCookies(report)).toEqual([]);
    expect((await request(testApp.app).get('/api/user')).status).toBe(401);
  });

  it('still refuse an API key in the address', async () => {
    const res = await request(testApp.app).get(`/api/domain/anonymous-read.example?key=sk_${'a'.repeat(43)}`);
    expect(res.status).toBe(400);
  });

  it('still start a session for GET /api/csrf, and a signed-in browser is still recognised', async () => {
    const csrf = await request(testApp.app).get('/api/csrf');
    expect(setCookies(csrf).some((line) => line.startsWith('csrf-token='))).toBe(true);

    const agent = request.agent(testApp.app);
    await signInForTrial(agent, { email: 'reader@example.com' });
    const me = await agent.get('/api/user');
    expect(me.status).toBe(200);
    expect(CurrentUserSchema.parse(me.body).email).toBe('reader@example.com');
  });

  it('still recognise an API key sent in the Authorization header', async () => {
    const agent = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(agent, { email: 'keyholder@example.com' });
    const created = await agent.post('/api/keys').set('X-CSRF-Token', csrfToken).send({ name: 'Script' });
    const { key } = created.body as { key: string };
    const me = await request(testApp.app).get('/api/user').set('Authorization', `Bearer ${key}`);
    expect(me.status).toBe(200);
    expect(CurrentUserSchema.parse(me.body).email).toBe('keyholder@example.com');
  });
});
