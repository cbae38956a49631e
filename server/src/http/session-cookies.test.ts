import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCookieLine } from '../modules/auth/testing/cookies';
import { createTestApp, type TestApp } from '../test-helpers';

function attributes(line: string | undefined): string[] {
  return (line ?? '')
    .split(';')
    .slice(1)
    .map((part) => part.trim().split('=')[0]?.toLowerCase() ?? '');
}

// Starting a Google sign-in is what stores a session before signing in (it holds the OAuth state);
// the redirect to Google needs no network.
const GOOGLE = { GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' };

describe('session cookies in production behind an https proxy (docs/security.md)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
        PUBLIC_URL: 'https://scamcheck.example',
        TRUST_PROXY: '1',
        ...GOOGLE,
      },
    });
  });
  afterAll(() => testApp.close());

  it('uses a __Host- session cookie: Secure, HttpOnly, SameSite=Lax, path /, no Domain', async () => {
    const res = await request(testApp.app).get('/auth/google').set('X-Forwarded-Proto', 'https');
    const session = setCookieLine(res, '__Host-sid');
    expect(session).toBeDefined();
    expect(attributes(session)).toEqual(expect.arrayContaining(['path', 'httponly', 'secure', 'samesite']));
    expect(session).toContain('SameSite=Lax');
    expect(session).toContain('Path=/');
    expect(attributes(session)).not.toContain('domain');

    const anonymous = await request(testApp.app).get('/api/csrf').set('X-Forwarded-Proto', 'https');
    const csrf = setCookieLine(anonymous, 'csrf-token');
    expect(attributes(csrf)).toEqual(expect.arrayContaining(['secure', 'samesite']));
    expect(attributes(csrf)).not.toContain('httponly');
    expect(attributes(csrf)).not.toContain('domain');
  });

  it('never sends the session cookie over plain http', async () => {
    const res = await request(testApp.app).get('/auth/google');
    expect(setCookieLine(res, '__Host-sid')).toBeUndefined();
  });
});

describe('session cookies in development', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: GOOGLE });
  });
  afterAll(() => testApp.close());

  it('uses sid, HttpOnly and SameSite=Lax without Secure, so http://localhost works', async () => {
    const res = await request(testApp.app).get('/auth/google');
    const session = setCookieLine(res, 'sid');
    expect(attributes(session)).toEqual(expect.arrayContaining(['httponly', 'samesite']));
    expect(attributes(session)).not.toContain('secure');
  });
});
