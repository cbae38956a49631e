import { CurrentUserSchema, UpdateUserRequestSchema } from '@scamcheck/shared';
import { requireSessionUser, requireUserOf } from '../../http/auth-guards';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { endSession } from '../auth/session-sign-in';
import type { RouteModule } from '../route-module';
import { toCurrentUser } from './current-user';

/** GET, PATCH and DELETE /api/user: the signed-in account. */
export const usersRoutes: RouteModule = (router, { container, openapi }) => {
  const { users, chats } = container.storage;

  openapi.register({
    method: 'get',
    path: '/api/user',
    summary: 'The signed-in account (401 when signed out)',
    tags: ['account'],
    responses: {
      200: { description: 'Signed in', schema: CurrentUserSchema },
      401: { description: 'Signed out' },
    },
  });
  router.get('/api/user', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(toCurrentUser(requireUserOf(req)));
  });

  openapi.register({
    method: 'patch',
    path: '/api/user',
    summary: 'Change your display name (role and plan are never taken from the request)',
    tags: ['account'],
    request: { body: UpdateUserRequestSchema },
    responses: { 200: { description: 'Updated', schema: CurrentUserSchema } },
  });
  router.patch('/api/user', requireSessionUser, async (req, res) => {
    const { name } = validate(UpdateUserRequestSchema, req.body);
    const updated = await users.update(requireUserOf(req).id, { name }, container.clock.now());
    if (updated === null) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
    res.json(toCurrentUser(updated));
  });

  openapi.register({
    method: 'delete',
    path: '/api/user',
    summary: 'Delete your account, its API keys, and sign out',
    tags: ['account'],
    responses: { 204: { description: 'Deleted' } },
  });
  router.delete('/api/user', requireSessionUser, async (req, res) => {
    const { id } = requireUserOf(req);
    // "Delete my data": the conversations too, not only the account and its keys.
    await chats.deleteByUser(id);
    await users.delete(id);
    await endSession(req, res, container.config);
    res.status(204).end();
  });
};
