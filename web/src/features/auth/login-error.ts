import {
  isLoginErrorCode,
  LOGIN_ERROR_MESSAGES,
  loginRateLimitText,
  UNKNOWN_LOGIN_ERROR_MESSAGE,
} from '@scamcheck/shared';

/**
 * What the sign-in page says about the `error` query parameter: one of a fixed list of texts
 * chosen by its code. Any other text in the address (`message=…`) is never shown.
 */

/** Sign-in error toasts stay 5 seconds. */
export const LOGIN_ERROR_TOAST_MS = 5000;

export type LoginErrorNotice = { title: string; description: string };

/** `retry` is the rate limit's wait in whole minutes; anything but a small number is ignored. */
export function describeLoginError(error: string | null, retry: string | null): LoginErrorNotice | null {
  if (!error) return null;
  if (error === 'rate-limited') {
    const minutes = retry !== null && /^\d{1,3}$/.test(retry) ? Number(retry) : 0;
    return {
      title: 'Login rate limit exceeded',
      description: minutes > 0 ? loginRateLimitText(minutes) : LOGIN_ERROR_MESSAGES['rate-limited'],
    };
  }
  return {
    title: 'Login failed',
    description: isLoginErrorCode(error) ? LOGIN_ERROR_MESSAGES[error] : UNKNOWN_LOGIN_ERROR_MESSAGE,
  };
}
