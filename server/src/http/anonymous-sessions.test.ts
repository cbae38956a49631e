import { CsrfTokenResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signInForTrial } from '../modules/auth/testing/trial-sign-in';
import { openStorage } from '../storage/open-storage';
import type { Storage } from '../storage/ports';
import { createTestApp, type TestApp } from '../test-helpers';

/** The real storage, with its session table watched: the ids of the sessions stored and not destroyed. */
async function watchedStorage(): Promise<{ storage: Storage; stored: Set<string> }> {
  const storage = await openStorage(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }).storage);
  const stored = new Set<string>();
  const { sessions } = storage;
  const watched: Storage['sessions'] = {
    ...sessions,
    get: (sid) => sessions.get(sid),
    set: async (sid, data, expiresAt) => {
      stored.add(sid);
      await sessions.set(sid, data, expiresAt);
    },
    destroy: async (sid) => {
      stored.delete(sid);
      await sessions.destroy(sid);
    },
    touch: (sid, expiresAt) => sessions.touch(sid, expiresAt),
    purgeExpired: (now) => sessions.purgeExpired(now),
  };
  return { storage: { ...storage, sessions: watched }, stored };
}

describe('anonymous visitors create no stored session', () => {
  let testApp: TestApp;
  let stored: Set<string>;
  const storedSessions = () => stored.size;
  beforeAll(async () => {
    const watched = await watchedStorage();
    stored = watched.stored;
    testApp = await createTestApp({
      storage: watched.storage,
      env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' },
    });
  });
  afterAll(() => testApp.close());

  it('leaves the session store unchanged under a flood of anonymous requests, tokens included', async () => {
    const before = storedSessions();
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const agent = request.agent(testApp.app);
      const { token } = CsrfTokenResponseSchema.parse((await agent.get('/api/csrf')).body);
      expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
      await agent.get('/api/domains/recent');
      await agent.post('/api/analyze').send({ domain: 'not a domain' });
      await agent.get('/auth/logout');
    }
    expect(storedSessions()).toBe(before);
  });

  it('creates the session at sign-in, with the anonymous token protecting the trial form', async () => {
    const before = storedSessions();
    const agent = request.agent(testApp.app);
    await signInForTrial(agent, { email: 'session@example.com' });
    expect(storedSessions()).toBe(before + 1);
  });

  it('refuses the trial form with a forged, unsigned or mismatched anonymous token', async () => {
    const agent = request.agent(testApp.app);
    const { token } = CsrfTokenResponseSchema.parse((await agent.get('/api/csrf')).body);
    const post = (header: string) =>
      agent
        .post('/auth/dev-login')
        .set('X-CSRF-Token', header)
        .send({ email: 'x@example.com', role: 'user' });
    const [nonce] = token.split('.');
    expect((await post(`${nonce}.forged`)).status).toBe(403);
    // A valid token from another visitor does not match this visitor's cookie.
    const other = CsrfTokenResponseSchema.parse((await request(testApp.app).get('/api/csrf')).body).token;
    expect((await post(other)).status).toBe(403);
  });
});
