import { CurrentUserSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';
import { cookieValue } from './testing/cookies';
import type { FakeGoogle } from './testing/fake-google';
import { loginError, PUBLIC_URL, resetFakeGoogle, startGoogleTestApp } from './testing/google-test-app';
import { signInWithGoogle, visitGoogle } from './testing/sign-in-flow';

const ENV = { ADMIN_EMAILS: 'Boss@Example.com, other@example.com' };

describe('Google sign-in against a local OAuth 2.0 server', () => {
  let google: FakeGoogle;
  let testApp: TestApp;

  beforeAll(async () => {
    ({ google, testApp } = await startGoogleTestApp(ENV));
  });
  afterAll(async () => {
    await testApp.close();
    await google.close();
  });
  afterEach(() => resetFakeGoogle(google));

  it('sends the browser to Google with a state, a PKCE challenge and our callback', async () => {
    const res = await request(testApp.app).get('/auth/google?returnTo=%2Fprofile');
    expect(res.status).toBe(302);
    const authorize = new URL(res.headers.location ?? '');
    expect(authorize.href.startsWith(google.env.GOOGLE_AUTH_URL ?? 'missing')).toBe(true);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: google.env.GOOGLE_CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}/auth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/.{16,}/),
      code_challenge: expect.stringMatching(/.{43}/),
    });
    // returnTo travels in the session, never through Google.
    expect(authorize.href).not.toContain('profile%3F');
    expect(authorize.searchParams.get('state')).not.toContain('profile');
  });

  it('signs in through the whole redirect flow and returns to the page sign-in started from', async () => {
    const agent = request.agent(testApp.app);
    google.nextProfile = {
      sub: '2001',
      email: 'Ada@Example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      picture: 'https://lh3.example/ada.png',
    };
    const callback = await signInWithGoogle(agent, '/profile?tab=keys');
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe(`${PUBLIC_URL}/profile?tab=keys`);
    expect(google.tokenRequests.at(-1)).toMatchObject({ code_verifier: expect.stringMatching(/.{43}/) });

    const me = await agent.get('/api/user');
    expect(me.status).toBe(200);
    expect(CurrentUserSchema.parse(me.body)).toEqual({
      id: expect.any(String),
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      avatarUrl: 'https://lh3.example/ada.png',
      role: 'user',
      plan: 'free',
      createdAt: expect.any(String),
    });
    expect(cookieValue(callback, 'csrf-token')).toMatch(/.{40,}/);
  });

  it('keys the account by Google sub: a changed email signs in to the same account', async () => {
    const first = request.agent(testApp.app);
    google.nextProfile = { sub: '3001', email: 'old@example.com', email_verified: true };
    await signInWithGoogle(first);
    const before = (await first.get('/api/user')).body;

    const second = request.agent(testApp.app);
    google.nextProfile = { sub: '3001', email: 'new@example.com', email_verified: true };
    await signInWithGoogle(second);
    const after = (await second.get('/api/user')).body;
    expect(after).toMatchObject({ id: before.id, email: 'new@example.com' });
  });

  // Open-redirect tricks (docs/security.md): every one of these falls back to the home page.
  it.each([
    '/\\evil.com',
    '/\\/evil.com',
    '/\\@evil.com',
    '//evil.com',
    'https://evil.com',
    'javascript:alert(1)',
  ])('falls back to / for returnTo=%s', async (returnTo) => {
    const agent = request.agent(testApp.app);
    const start = await agent.get(`/auth/google?returnTo=${returnTo.replaceAll('\\', '%5C')}`);
    const callback = await visitGoogle(start.headers.location);
    const res = await agent.get(callback.pathname + callback.search);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/`);
  });

  it('refuses a disabled account with a clear message, and ends nothing else', async () => {
    const agent = request.agent(testApp.app);
    google.nextProfile = { sub: '4501', email: 'blocked@example.com', email_verified: true };
    await signInWithGoogle(agent);
    const { id } = CurrentUserSchema.parse((await agent.get('/api/user')).body);
    await testApp.container.storage.users.update(id, { disabled: true }, new Date());
    expect((await agent.get('/api/user')).status).toBe(401);

    const again = request.agent(testApp.app);
    const res = await signInWithGoogle(again);
    expect(loginError(res.headers.location)).toEqual({
      path: '/login',
      error: 'account-disabled',
      message: 'This account has been disabled.',
    });
    expect((await again.get('/api/user')).status).toBe(401);
  });

  it('makes ADMIN_EMAILS admins on sign-in (any letter case), and nobody else', async () => {
    const boss = request.agent(testApp.app);
    google.nextProfile = { sub: '5001', email: 'boss@example.COM', email_verified: true };
    await signInWithGoogle(boss);
    expect((await boss.get('/api/user')).body.role).toBe('admin');

    const staff = request.agent(testApp.app);
    google.nextProfile = { sub: '5002', email: 'staff@example.com', email_verified: true };
    await signInWithGoogle(staff);
    expect((await staff.get('/api/user')).body.role).toBe('user');
  });

  it('rotates the session id on sign-in, so a session id planted beforehand never authenticates', async () => {
    // Starting a sign-in is the one thing that stores a session before signing in (it holds the state).
    const anonymous = await request(testApp.app).get('/auth/google');
    const planted = cookieValue(anonymous, 'sid');
    expect(planted).toBeDefined();

    const victim = request.agent(testApp.app);
    victim.jar.setCookie(`sid=${planted}`, '127.0.0.1', '/');
    const signedIn = await signInWithGoogle(victim);
    const fresh = cookieValue(signedIn, 'sid');
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(planted);
    expect((await victim.get('/api/user')).status).toBe(200);

    const withPlantedId = await request(testApp.app).get('/api/user').set('Cookie', `sid=${planted}`);
    expect(withPlantedId.status).toBe(401);
  });

  it('signs out on /auth/logout: the session is gone and both cookies are cleared', async () => {
    const agent = request.agent(testApp.app);
    const signedIn = await signInWithGoogle(agent);
    const sid = cookieValue(signedIn, 'sid');

    const crossSite = await agent.get('/auth/logout').set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.headers.location).toBe('/');
    expect((await agent.get('/api/user')).status).toBe(200);

    const logout = await agent.get('/auth/logout').set('Sec-Fetch-Site', 'same-origin');
    expect(logout.status).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect(cookieValue(logout, 'sid')).toBe('');
    expect(cookieValue(logout, 'csrf-token')).toBe('');
    expect((await agent.get('/api/user')).status).toBe(401);
    expect((await request(testApp.app).get('/api/user').set('Cookie', `sid=${sid}`)).status).toBe(401);
  });
});

describe('Google sign-in when it is not configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => testApp.close());

  it('says so on the sign-in page instead of redirecting to Google', async () => {
    const res = await request(testApp.app).get('/auth/google?returnTo=%2Fprofile');
    expect(loginError(res.headers.location)).toEqual({
      path: '/login',
      error: 'not-configured',
      message: 'Google sign-in is not configured on this server.',
    });
    expect((await request(testApp.app).get('/api/auth/config')).body).toEqual({
      google: false,
      devLogin: false,
    });
  });
});

describe('sign-in rate limit', () => {
  let google: FakeGoogle;
  let testApp: TestApp;
  beforeAll(async () => {
    ({ google, testApp } = await startGoogleTestApp({ LOGIN_RATE_LIMIT: '2' }));
  });
  afterAll(async () => {
    await testApp.close();
    await google.close();
  });

  it('sends a visitor who keeps starting sign-in back to /login?error=rate-limited with a message', async () => {
    expect((await request(testApp.app).get('/auth/google')).headers.location).toContain(
      google.env.GOOGLE_AUTH_URL,
    );
    expect((await request(testApp.app).get('/auth/google')).headers.location).toContain(
      google.env.GOOGLE_AUTH_URL,
    );
    const limited = await request(testApp.app).get('/auth/google');
    expect(limited.status).toBe(302);
    expect(loginError(limited.headers.location)).toEqual({
      path: '/login',
      error: 'rate-limited',
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
  });
});
