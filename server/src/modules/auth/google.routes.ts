import { z } from 'zod';
import type { Request, RequestHandler, Response } from 'express';
import type { Container } from '../../container';
import { issueCsrfCookie } from '../../http/csrf';
import { defineRoute, sentBy, type Route } from '../../http/define-route';
import type { UserRecord } from '../../storage/ports';
import { recordUsage } from '../admin/usage-recorder';
import { redirectToLogin } from './login-redirect';
import { GOOGLE_SCOPES, type Authenticator } from './passport';
import { safeReturnTo } from './return-to';
import { logIn } from './session-sign-in';

// The rejection a verify callback passes on (email not verified, unusable profile).
const RejectionSchema = z.object({
  reason: z.enum(['email-not-verified', 'invalid-profile', 'account-disabled']),
  message: z.string(),
});

type GoogleDeps = Pick<Container, 'config' | 'storage' | 'clock' | 'logger'> & {
  passport: Authenticator;
  /** LOGIN_RATE_LIMIT sign-in attempts per address, answered with a redirect to /login. */
  loginLimit: RequestHandler;
};

/** GET /auth/google starts the redirect to Google; Google sends the browser back to the callback. */
export function googleRoutes(deps: GoogleDeps): Route[] {
  const { publicUrl } = deps.config.http;
  const isConfigured = deps.config.auth.google !== null;
  const notConfigured = (res: Response) => sentBy(302, () => redirectToLogin(res, 'not-configured'));
  return [
    defineRoute({
      method: 'get',
      path: '/auth/google',
      summary: 'Start Google sign-in (browser navigation); returnTo is a path on this site',
      tags: ['auth'],
      auth: 'public',
      // Starts the Google sign-in (the callback requests a token only for a state this route issued).
      meter: { name: 'login-limit', guard: deps.loginLimit },
      // An odd returnTo falls back to the home page rather than a JSON error in the browser.
      request: { query: z.object({ returnTo: z.string().optional().catch(undefined) }) },
      responses: { 302: { description: 'To Google, or to /login?error=…&message=… when refused' } },
      handler: ({ req, res, next, query }) => {
        if (!isConfigured) return notConfigured(res);
        // Kept in the session (with the OAuth state), never trusted from the callback's query string.
        req.session.returnTo = safeReturnTo(query.returnTo, publicUrl);
        return sentBy(302, () =>
          deps.passport.authenticate('google', { scope: GOOGLE_SCOPES })(req, res, next),
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: '/auth/google/callback',
      summary: 'Google redirects here after sign-in',
      tags: ['auth'],
      auth: 'public',
      // Refused before any token request unless the state came from the metered GET /auth/google.
      meter: 'free',
      responses: { 302: { description: 'To the page sign-in started from, or to /login?error=…' } },
      handler: ({ req, res, next }) => {
        if (!isConfigured) return notConfigured(res);
        const returnTo = safeReturnTo(req.session.returnTo, publicUrl);
        const callback = (error: unknown, user: UserRecord | false, info: unknown) => {
          if (error !== null && error !== undefined) {
            req.log.warn({ err: error }, 'Google sign-in failed');
            return redirectToLogin(res, 'oauth-failed');
          }
          if (user === false) return refuse(req, res, info);
          finishSignIn(deps, req, res, user, returnTo).catch(next);
        };
        return sentBy(302, () => deps.passport.authenticate('google', callback)(req, res, next));
      },
    }),
  ];
}

function refuse(req: Request, res: Response, info: unknown): void {
  const rejection = RejectionSchema.safeParse(info);
  if (rejection.success) return redirectToLogin(res, rejection.data.reason);
  if (req.query.error === 'access_denied') {
    return redirectToLogin(res, 'access-denied');
  }
  // Missing, forged, replayed or foreign state: passport-oauth2 refused before talking to Google.
  redirectToLogin(res, 'invalid-state');
}

async function finishSignIn(
  deps: Pick<Container, 'config' | 'storage' | 'clock' | 'logger'>,
  req: Request,
  res: Response,
  user: UserRecord,
  returnTo: string,
): Promise<void> {
  await logIn(req, user);
  recordUsage(deps, req, { kind: 'sign_in', user });
  issueCsrfCookie(req, res, deps.config);
  res.redirect(returnTo);
}
