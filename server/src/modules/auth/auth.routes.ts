import { AuthConfigSchema, CsrfTokenResponseSchema, type AuthConfig } from '@scamcheck/shared';
import type { Request } from 'express';
import { issueAnonymousCsrfCookie, issueCsrfCookie } from '../../http/csrf';
import type { RouteModule } from '../route-module';
import { endSession } from './session-sign-in';

/** A logout link on another site must not sign people out (the spec makes logout a GET navigation). */
function isCrossSiteNavigation(req: Request): boolean {
  const site = req.get('Sec-Fetch-Site');
  return site === 'cross-site' || site === 'same-site';
}

/** GET /auth/logout, GET /api/auth/config and GET /api/csrf. */
export const authRoutes: RouteModule = (router, { container, openapi }) => {
  const { config } = container;

  openapi.register({
    method: 'get',
    path: '/auth/logout',
    summary: 'Sign out (browser navigation)',
    tags: ['auth'],
    responses: { 302: { description: 'To the home page, signed out' } },
  });
  router.get('/auth/logout', async (req, res) => {
    if (!isCrossSiteNavigation(req)) await endSession(req, res, config);
    res.redirect('/');
  });

  openapi.register({
    method: 'get',
    path: '/api/auth/config',
    summary: 'Which ways of signing in this server offers',
    tags: ['auth'],
    responses: { 200: { description: 'Sign-in options', schema: AuthConfigSchema } },
  });
  router.get('/api/auth/config', (_req, res) => {
    const body: AuthConfig = { google: config.auth.google !== null, devLogin: config.auth.devLogin };
    res.json(body);
  });

  openapi.register({
    method: 'get',
    path: '/api/csrf',
    summary: 'The anti-forgery token of this session (also set in the csrf-token cookie)',
    tags: ['auth'],
    responses: { 200: { description: 'Token to send in X-CSRF-Token', schema: CsrfTokenResponseSchema } },
  });
  router.get('/api/csrf', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // Signed in: the token bound to the session. Otherwise a signed token and no stored session.
    const isSignedIn = req.authMethod === 'session';
    res.json({
      token: isSignedIn ? issueCsrfCookie(req, res, config) : issueAnonymousCsrfCookie(res, config),
    });
  });
};
