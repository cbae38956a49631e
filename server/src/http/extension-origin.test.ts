import { SCAMCHECK_EXTENSION_ID } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTrial } from '../modules/auth/testing/trial-sign-in';
import { createTestApp, type TestApp } from '../test-helpers';
import { requireUser } from './auth-guards';

const OURS = `chrome-extension://${SCAMCHECK_EXTENSION_ID}`;
const OTHER = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

describe('the ScamCheck extension shares the site session', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(
      { env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } },
      {
        mountTestRoutes(router) {
          router.post('/api/test/write', requireUser, (req, res) => {
            res.json({ email: req.user?.email });
          });
        },
      },
    );
  });
  afterAll(() => testApp.close());

  it('knows who is signed in when our extension asks, and counts its analyses on their account', async () => {
    const agent = request.agent(testApp.app);
    await signInForTrial(agent, { email: 'popup@example.com' });
    const user = await agent.get('/api/user').set('Origin', OURS).set('X-ScamCheck-Client', 'extension');
    expect(user.status).toBe(200);
    expect(user.body.email).toBe('popup@example.com');
    const quota = await agent.get('/api/quota').set('Origin', OURS);
    expect(quota.body).toMatchObject({ subject: 'account' });
  });

  it('accepts its writes without an anti-forgery token, since no page can send its Origin', async () => {
    const agent = request.agent(testApp.app);
    await signInForTrial(agent, { email: 'writer@example.com' });
    const write = await agent.post('/api/test/write').set('Origin', OURS).send({});
    expect(write.status).toBe(200);
    expect(write.body).toEqual({ email: 'writer@example.com' });
  });

  it('still treats any other extension as anonymous', async () => {
    const agent = request.agent(testApp.app);
    await signInForTrial(agent, { email: 'other@example.com' });
    expect((await agent.get('/api/user').set('Origin', OTHER)).status).toBe(401);
    expect((await agent.post('/api/test/write').set('Origin', OTHER).send({})).status).toBe(401);
    expect((await agent.post('/api/test/write').send({})).status).toBe(403); // the web still needs its token
  });
});
