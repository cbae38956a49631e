import { CurrentUserSchema, DevLoginRequestSchema } from '@scamcheck/shared';
import type { RequestHandler } from 'express';
import type { Container } from '../../container';
import { AppError } from '../../http/app-error';
import { issueCsrfCookie } from '../../http/csrf';
import { defineRoute, reply, type Route } from '../../http/define-route';
import { recordUsage } from '../admin/usage-recorder';
import { toCurrentUser } from '../users/current-user';
import { loginRateLimit } from './login-rate-limit';
import { logIn } from './session-sign-in';
import { createSignInService } from './sign-in.service';

export const DEV_LOGIN_PATH = '/auth/dev-login';

type DevLoginDeps = Pick<Container, 'config' | 'storage' | 'clock' | 'logger' | 'rateLimits'>;

/**
 * POST /auth/dev-login: with DEV_LOGIN=1 (refused in production), sign in as any email and role so a
 * person can try the product and its admin area without Google. Anti-forgery protected even though
 * the visitor is not signed in yet, so another site cannot sign a visitor into an account it chose.
 */
export function devLoginRoutes(deps: DevLoginDeps): Route[] {
  const { config } = deps;
  const signIn = createSignInService({
    users: deps.storage.users,
    clock: deps.clock,
    adminEmails: config.auth.adminEmails,
  });
  const refuseWhenDisabled: RequestHandler = (_req, _res, next) => {
    if (!config.auth.devLogin) throw new AppError('NOT_FOUND', 'Trial sign-in is disabled on this server.');
    next();
  };
  return [
    defineRoute({
      method: 'post',
      path: DEV_LOGIN_PATH,
      summary: 'Trial sign-in as any email and role (only when DEV_LOGIN=1)',
      tags: ['auth'],
      auth: 'public',
      // The trial sign-in stores an account, nothing more (and is within LOGIN_RATE_LIMIT too).
      meter: 'free',
      before: [loginRateLimit(deps, 'json'), refuseWhenDisabled],
      request: { body: DevLoginRequestSchema },
      responses: {
        200: { description: 'Signed in', schema: CurrentUserSchema },
        404: { description: 'Trial sign-in is disabled' },
      },
      handler: async ({ req, res, body }) => {
        const user = await signIn.signInForTrial(body);
        await logIn(req, user);
        recordUsage(deps, req, { kind: 'sign_in', user });
        issueCsrfCookie(req, res, config);
        return reply(200, toCurrentUser(user));
      },
    }),
  ];
}
