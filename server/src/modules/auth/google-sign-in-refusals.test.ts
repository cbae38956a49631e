import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-helpers';
import type { FakeGoogle } from './testing/fake-google';
import { loginError, PUBLIC_URL, resetFakeGoogle, startGoogleTestApp } from './testing/google-test-app';
import { signInWithGoogle, visitGoogle } from './testing/sign-in-flow';

describe('Google sign-in: what it refuses (unsafe returnTo, unverified email, forged state, cancel)', () => {
  let google: FakeGoogle;
  let testApp: TestApp;

  beforeAll(async () => {
    ({ google, testApp } = await startGoogleTestApp());
  });
  afterAll(async () => {
    await testApp.close();
    await google.close();
  });
  afterEach(() => resetFakeGoogle(google));
  it('refuses a returnTo with a control character (/%09/evil.com) before anything else', async () => {
    const res = await request(testApp.app).get('/auth/google?returnTo=/%09/evil.com');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'The query parameter "returnTo" contains a control character (U+0009), which is not allowed.',
    );
  });

  it('sends /.//evil.com back as a full href on our origin, never as //evil.com', async () => {
    const agent = request.agent(testApp.app);
    const res = await signInWithGoogle(agent, '/.//evil.com');
    expect(res.headers.location).toBe(`${PUBLIC_URL}//evil.com`);
    expect(new URL(res.headers.location ?? '').host).toBe('scamcheck.test');
  });

  it('ignores a returnTo smuggled into the callback URL', async () => {
    const agent = request.agent(testApp.app);
    const start = await agent.get('/auth/google?returnTo=%2Fabout');
    const callback = await visitGoogle(start.headers.location);
    const res = await agent.get(`${callback.pathname}${callback.search}&returnTo=https%3A%2F%2Fevil.com`);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/about`);
  });

  it.each([
    ['false', false],
    ['the string "false"', 'false'],
    ['the string "true"', 'true'],
    ['absent', undefined],
  ])(
    'refuses a Google account whose email_verified is %s, and creates no account',
    async (_label, verified) => {
      const agent = request.agent(testApp.app);
      google.nextProfile = { sub: '4001', email: 'boss@example.com', email_verified: verified };
      const res = await signInWithGoogle(agent);
      expect(loginError(res.headers.location)).toEqual({
        path: '/login',
        error: 'email-not-verified',
        message: 'Your Google account email is not verified. Verify it with Google, then sign in again.',
      });
      expect((await agent.get('/api/user')).status).toBe(401);
    },
  );

  it('rejects a callback with a forged or missing state without asking Google for a token', async () => {
    const agent = request.agent(testApp.app);
    const start = await agent.get('/auth/google');
    const callback = await visitGoogle(start.headers.location);
    const tokenRequestsBefore = google.tokenRequests.length;

    callback.searchParams.set('state', 'forged-state');
    const forged = await agent.get(callback.pathname + callback.search);
    expect(loginError(forged.headers.location).error).toBe('invalid-state');

    callback.searchParams.delete('state');
    const missing = await agent.get(callback.pathname + callback.search);
    expect(loginError(missing.headers.location).error).toBe('invalid-state');
    expect(google.tokenRequests.length).toBe(tokenRequestsBefore);
    expect((await agent.get('/api/user')).status).toBe(401);
  });

  it('rejects a callback started in another browser, and a replayed callback', async () => {
    const victim = request.agent(testApp.app);
    const attacker = request.agent(testApp.app);
    const start = await attacker.get('/auth/google');
    const callback = await visitGoogle(start.headers.location);
    const path = callback.pathname + callback.search;

    const foreign = await victim.get(path);
    expect(loginError(foreign.headers.location).error).toBe('invalid-state');
    expect((await victim.get('/api/user')).status).toBe(401);

    expect((await attacker.get(path)).headers.location).toBe(`${PUBLIC_URL}/`);
    const replay = await attacker.get(path);
    expect(loginError(replay.headers.location).error).toBe('invalid-state');
  });

  it('explains a cancelled sign-in', async () => {
    google.nextDecision = 'deny';
    const res = await signInWithGoogle(request.agent(testApp.app));
    expect(loginError(res.headers.location)).toEqual({
      path: '/login',
      error: 'access-denied',
      message: 'Sign-in was cancelled. You can try again at any time.',
    });
  });
});
