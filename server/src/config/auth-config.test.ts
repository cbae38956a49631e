import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const BASE = { NODE_ENV: 'test', DATABASE_URL: 'memory://' };

function issuesOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig({ ...BASE, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
}

describe('sign-in and rate-limit configuration', () => {
  it('defaults to no Google, no trial sign-in, no admins, in-memory counters', () => {
    const config = loadConfig(BASE);
    expect(config.auth).toMatchObject({
      google: null,
      devLogin: false,
      adminEmails: [],
      loginAttemptsPerWindow: 20,
      loginWindowSeconds: 900,
    });
    expect(config.rateLimits).toEqual({ redisUrl: null });
  });

  it('configures Google with Google’s endpoints and a callback on PUBLIC_URL', () => {
    const config = loadConfig({
      ...BASE,
      PUBLIC_URL: 'https://scamcheck.example',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.auth.google).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'secret',
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      callbackUrl: 'https://scamcheck.example/auth/google/callback',
    });
  });

  it('reads ADMIN_EMAILS as a trimmed, lower-cased list', () => {
    expect(
      loadConfig({ ...BASE, ADMIN_EMAILS: ' Boss@Example.com ,ops@example.com,' }).auth.adminEmails,
    ).toEqual(['boss@example.com', 'ops@example.com']);
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: 'only-the-id' }, 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together'],
    [{ GOOGLE_TOKEN_URL: 'ftp://example.com/token' }, 'GOOGLE_TOKEN_URL must be an http:// or https:// URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [{ REDIS_URL: 'tcp://user:hunter2@cache:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [{ LOGIN_RATE_LIMIT: '0' }, 'LOGIN_RATE_LIMIT must be a whole number'],
    [{ DEV_LOGIN: 'maybe' }, 'DEV_LOGIN must be "on" or "off"'],
  ])('refuses %j', (env, issue) => {
    const issues = issuesOf(env);
    expect(issues.some((line) => line.startsWith(issue))).toBe(true);
    expect(issues.join(' ')).not.toContain('hunter2');
  });

  it('accepts redis:// and rediss:// URLs', () => {
    expect(loadConfig({ ...BASE, REDIS_URL: 'redis://127.0.0.1:6379' }).rateLimits.redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(loadConfig({ ...BASE, REDIS_URL: 'rediss://:pw@cache.example:6380/0' }).rateLimits.redisUrl).toBe(
      'rediss://:pw@cache.example:6380/0',
    );
  });

  it('refuses DEV_LOGIN in production but not DEV_LOGIN=off', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(issuesOf({ ...production, DEV_LOGIN: 'on' })).toContain(
      'DEV_LOGIN lets anyone sign in as anyone and is refused when NODE_ENV=production',
    );
    expect(issuesOf({ ...production, DEV_LOGIN: 'off' })).toEqual([]);
  });
});
