import { z } from 'zod';
import type { Request, Response } from 'express';
import type { Container } from '../../container';
import { issueCsrfCookie } from '../../http/csrf';
import type { UserRecord } from '../../storage/ports';
import { recordUsage } from '../admin/usage-recorder';
import type { RouteModule } from '../route-module';
import { loginRateLimit } from './login-rate-limit';
import { redirectToLogin } from './login-redirect';
import { GOOGLE_SCOPES, passportFor } from './passport';
import { safeReturnTo } from './return-to';
import { logIn } from './session-sign-in';

// The rejection a verify callback passes on (email not verified, unusable profile).
const RejectionSchema = z.object({
  reason: z.enum(['email-not-verified', 'invalid-profile', 'account-disabled']),
  message: z.string(),
});

/** GET /auth/google starts the redirect to Google; Google sends the browser back to the callback. */
export const googleRoutes: RouteModule = (router, { container, openapi }) => {
  const { publicUrl } = container.config.http;
  const isConfigured = container.config.auth.google !== null;

  openapi.register({
    method: 'get',
    path: '/auth/google',
    summary: 'Start Google sign-in (browser navigation); returnTo is a path on this site',
    tags: ['auth'],
    request: { query: z.object({ returnTo: z.string().optional() }) },
    responses: { 302: { description: 'To Google, or to /login?error=…&message=… when refused' } },
  });
  router.get('/auth/google', loginRateLimit(container, 'redirect'), (req, res, next) => {
    if (!isConfigured) return redirectToLogin(res, 'not-configured');
    // Kept in the session (with the OAuth state), never trusted from the callback's query string.
    req.session.returnTo = safeReturnTo(req.query.returnTo, publicUrl);
    passportFor(container).authenticate('google', { scope: GOOGLE_SCOPES })(req, res, next);
  });

  openapi.register({
    method: 'get',
    path: '/auth/google/callback',
    summary: 'Google redirects here after sign-in',
    tags: ['auth'],
    responses: { 302: { description: 'To the page sign-in started from, or to /login?error=…' } },
  });
  router.get('/auth/google/callback', (req, res, next) => {
    if (!isConfigured) return redirectToLogin(res, 'not-configured');
    const returnTo = safeReturnTo(req.session.returnTo, publicUrl);
    passportFor(container).authenticate(
      'google',
      (error: unknown, user: UserRecord | false, info: unknown) => {
        if (error !== null && error !== undefined) {
          req.log.warn({ err: error }, 'Google sign-in failed');
          return redirectToLogin(res, 'oauth-failed');
        }
        if (user === false) return refuse(req, res, info);
        finishSignIn(container, req, res, user, returnTo).catch(next);
      },
    )(req, res, next);
  });
};

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
  container: Container,
  req: Request,
  res: Response,
  user: UserRecord,
  returnTo: string,
): Promise<void> {
  await logIn(req, user);
  recordUsage(container, req, { kind: 'sign_in', user });
  issueCsrfCookie(req, res, container.config);
  res.redirect(returnTo);
}
