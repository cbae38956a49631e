import { CurrentUserSchema, DevLoginRequestSchema } from '@scamcheck/shared';
import { AppError } from '../../http/app-error';
import { issueCsrfCookie } from '../../http/csrf';
import { validate } from '../../http/validate';
import { recordUsage } from '../admin/usage-recorder';
import type { RouteModule } from '../route-module';
import { toCurrentUser } from '../users/current-user';
import { loginRateLimit } from './login-rate-limit';
import { logIn } from './session-sign-in';
import { createSignInService } from './sign-in.service';

export const DEV_LOGIN_PATH = '/auth/dev-login';

/**
 * POST /auth/dev-login: with DEV_LOGIN=1 (refused in production), sign in as any email and role so a
 * person can try the product and its admin area without Google. Anti-forgery protected even though
 * the visitor is not signed in yet, so another site cannot sign a visitor into an account it chose.
 */
export const devLoginRoutes: RouteModule = (router, { container, openapi }) => {
  const { config } = container;
  const signIn = createSignInService({
    users: container.storage.users,
    clock: container.clock,
    adminEmails: config.auth.adminEmails,
  });

  openapi.register({
    method: 'post',
    path: DEV_LOGIN_PATH,
    summary: 'Trial sign-in as any email and role (only when DEV_LOGIN=1)',
    tags: ['auth'],
    request: { body: DevLoginRequestSchema },
    responses: {
      200: { description: 'Signed in', schema: CurrentUserSchema },
      404: { description: 'Trial sign-in is disabled' },
    },
  });
  router.post(DEV_LOGIN_PATH, loginRateLimit(container, 'json'), async (req, res) => {
    if (!config.auth.devLogin) throw new AppError('NOT_FOUND', 'Trial sign-in is disabled on this server.');
    const user = await signIn.signInForTrial(validate(DevLoginRequestSchema, req.body));
    await logIn(req, user);
    recordUsage(container, req, { kind: 'sign_in', user });
    issueCsrfCookie(req, res, config);
    res.json(toCurrentUser(user));
  });
};
