import { AuthConfigSchema, CsrfTokenResponseSchema } from '@scamcheck/shared';
import type { Request } from 'express';
import type { Config } from '../../config';
import { issueAnonymousCsrfCookie, issueCsrfCookie } from '../../http/csrf';
import { defineRoute, reply, redirect, type Route } from '../../http/define-route';
import { endSession } from './session-sign-in';

/** A logout link on another site must not sign people out (the spec makes logout a GET navigation). */
function isCrossSiteNavigation(req: Request): boolean {
  const site = req.get('Sec-Fetch-Site');
  return site === 'cross-site' || site === 'same-site';
}

/** GET /auth/logout, GET /api/auth/config and GET /api/csrf. */
export function authRoutes(config: Config): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/auth/logout',
      summary: 'Sign out (browser navigation)',
      tags: ['auth'],
      auth: 'public',
      meter: 'free',
      responses: { 302: { description: 'To the home page, signed out' } },
      handler: async ({ req, res }) => {
        if (!isCrossSiteNavigation(req)) await endSession(req, res, config);
        return redirect(302, '/');
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/config',
      summary: 'Which ways of signing in this server offers',
      tags: ['auth'],
      auth: 'public',
      meter: 'free',
      responses: { 200: { description: 'Sign-in options', schema: AuthConfigSchema } },
      handler: () => reply(200, { google: config.auth.google !== null, devLogin: config.auth.devLogin }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/csrf',
      summary: 'The anti-forgery token of this session (also set in the csrf-token cookie)',
      tags: ['auth'],
      auth: 'public',
      meter: 'free',
      cacheControl: 'no-store',
      responses: { 200: { description: 'Token to send in X-CSRF-Token', schema: CsrfTokenResponseSchema } },
      handler: ({ req, res }) => {
        // Signed in: the token bound to the session. Otherwise a signed token and no stored session.
        const isSignedIn = req.authMethod === 'session';
        return reply(200, {
          token: isSignedIn ? issueCsrfCookie(req, res, config) : issueAnonymousCsrfCookie(res, config),
        });
      },
    }),
  ];
}
