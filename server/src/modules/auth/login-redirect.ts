import type { LoginErrorCode } from '@scamcheck/shared';
import type { Response } from 'express';

export type LoginError = LoginErrorCode;

/**
 * Sends the browser back to /login with the reason's code, which the page turns into one of its fixed
 * texts; no text travels in the address. A rate limit adds the wait in whole minutes.
 */
export function redirectToLogin(res: Response, error: LoginError, retryInMinutes?: number): void {
  const query = new URLSearchParams({ error });
  if (retryInMinutes !== undefined) query.set('retry', String(retryInMinutes));
  res.redirect(`/login?${query.toString()}`);
}
