// The reasons the server sends a visitor back to /login for. The page shows only these fixed texts,
// chosen by code: nothing from the address is displayed, so a link cannot make our sign-in page say
// whatever its author wants ("Your account is locked, call +1 …").
import { ACCOUNT_DISABLED_MESSAGE } from './admin';

export const LOGIN_ERROR_MESSAGES = {
  'rate-limited': 'Too many login attempts. Please try again in a few minutes.',
  'not-configured': 'Google sign-in is not configured on this server.',
  'access-denied': 'Sign-in was cancelled. You can try again at any time.',
  'invalid-state': 'Your sign-in attempt expired or was started in another browser. Please try again.',
  'email-not-verified':
    'Your Google account email is not verified. Verify it with Google, then sign in again.',
  'invalid-profile': 'Google did not share a usable email address with us. Please try again.',
  'account-disabled': ACCOUNT_DISABLED_MESSAGE,
  'oauth-failed': 'Sign-in with Google failed. Please try again.',
} as const;

export type LoginErrorCode = keyof typeof LOGIN_ERROR_MESSAGES;

/** Shown for a code the page does not know (an old or hand-made link). */
export const UNKNOWN_LOGIN_ERROR_MESSAGE = 'Authentication error. Please try again.';

export function isLoginErrorCode(value: string): value is LoginErrorCode {
  return Object.hasOwn(LOGIN_ERROR_MESSAGES, value);
}

/** The rate-limit text with the wait in whole minutes (the server sends `retry=<minutes>`). */
export function loginRateLimitText(minutes: number): string {
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
