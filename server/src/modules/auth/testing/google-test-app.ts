import { isLoginErrorCode, LOGIN_ERROR_MESSAGES, loginRateLimitText } from '@scamcheck/shared';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { startFakeGoogle, type FakeGoogle } from './fake-google';

export const PUBLIC_URL = 'http://scamcheck.test';

/** Where a refusal sends the browser, and the fixed text the sign-in page shows for its code. */
export function loginError(location: string | undefined) {
  const url = new URL(location ?? '', PUBLIC_URL);
  // No text travels in the address: the page chooses it from the code.
  expect([...url.searchParams.keys()].filter((key) => key !== 'error' && key !== 'retry')).toEqual([]);
  const error = url.searchParams.get('error') ?? '';
  const retry = url.searchParams.get('retry');
  const message = !isLoginErrorCode(error)
    ? null
    : retry === null
      ? LOGIN_ERROR_MESSAGES[error]
      : loginRateLimitText(Number(retry));
  return { path: url.pathname, error, message };
}

/**
 * A test app signing in against a fresh local Google (see fake-google.ts). Every test signs in from
 * the same address, so the sign-in limit is lifted unless `env` sets LOGIN_RATE_LIMIT.
 */
export async function startGoogleTestApp(
  env: Record<string, string> = {},
): Promise<{ google: FakeGoogle; testApp: TestApp }> {
  const google = await startFakeGoogle();
  const testApp = await createTestApp({
    env: { ...google.env, PUBLIC_URL, LOGIN_RATE_LIMIT: '1000', ...env },
  });
  return { google, testApp };
}

/** What the fake Google answers unless a test says otherwise: approve, as one verified person. */
export function resetFakeGoogle(google: FakeGoogle): void {
  google.nextDecision = 'approve';
  google.nextProfile = {
    sub: '1000',
    email: 'person@example.com',
    email_verified: true,
    name: 'Test Person',
  };
}
