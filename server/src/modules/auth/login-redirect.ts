import type { Response } from 'express';

/** The `error` values the sign-in page receives; it shows `message` (spec §8). */
export type LoginError =
  | 'rate-limited'
  | 'not-configured'
  | 'access-denied'
  | 'invalid-state'
  | 'email-not-verified'
  | 'invalid-profile'
  | 'account-disabled'
  | 'oauth-failed';

/** Sends the browser back to /login with the reason, which the page shows as a toast. */
export function redirectToLogin(res: Response, error: LoginError, message: string): void {
  const query = new URLSearchParams({ error, message });
  res.redirect(`/login?${query.toString()}`);
}
