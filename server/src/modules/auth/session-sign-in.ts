import type { Request, Response } from 'express';
import type { Config } from '../../config';
import { clearCsrfCookie } from '../../http/csrf';
import type { UserRecord } from '../../storage/ports';

/**
 * Starts a signed-in session. passport regenerates the session first, so a session id planted before
 * sign-in (fixation, docs/security.md) is destroyed and never becomes authenticated.
 */
export function logIn(req: Request, user: UserRecord): Promise<void> {
  return settle((done) => req.logIn(user, done));
}

/** Ends the session everywhere it matters: the user, the stored session, and both cookies. */
export async function endSession(req: Request, res: Response, config: Config): Promise<void> {
  await settle((done) => req.logOut(done));
  await settle((done) => req.session.destroy(done));
  res.clearCookie(config.session.cookieName, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.isSecure,
    path: '/',
  });
  clearCsrfCookie(res, config);
}

/** A callback-style call as a promise that rejects with an Error. */
function settle(call: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    call((error) => {
      if (error === undefined || error === null) resolve();
      else reject(error instanceof Error ? error : new Error('Session operation failed', { cause: error }));
    });
  });
}
