import { CurrentUserSchema, UpdateUserRequestSchema } from '@scamcheck/shared';
import type { Container } from '../../container';
import { AppError } from '../../http/app-error';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../http/auth-guards';
import { defineRoute, reply, noBody, type Route } from '../../http/define-route';
import { endSession } from '../auth/session-sign-in';
import { toCurrentUser } from './current-user';

/** GET, PATCH and DELETE /api/user: the signed-in account. */
export function usersRoutes({
  storage,
  clock,
  config,
}: Pick<Container, 'storage' | 'clock' | 'config'>): Route[] {
  const { users, chats } = storage;
  return [
    defineRoute({
      method: 'get',
      path: '/api/user',
      summary: 'The signed-in account (401 when signed out)',
      tags: ['account'],
      auth: 'user',
      meter: 'free',
      cacheControl: 'no-store',
      responses: { 200: { description: 'Signed in', schema: CurrentUserSchema } },
      handler: ({ user }) => reply(200, toCurrentUser(user)),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/user',
      summary: 'Change your display name (role and plan are never taken from the request)',
      tags: ['account'],
      auth: 'session',
      meter: 'free',
      request: { body: UpdateUserRequestSchema },
      responses: { 200: { description: 'Updated', schema: CurrentUserSchema } },
      handler: async ({ body: { name }, user }) => {
        const updated = await users.update(user.id, { name }, clock.now());
        if (updated === null) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
        return reply(200, toCurrentUser(updated));
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/user',
      summary: 'Delete your account, its API keys, and sign out',
      tags: ['account'],
      auth: 'session',
      meter: 'free',
      responses: { 204: { description: 'Deleted' } },
      handler: async ({ req, res, user: { id } }) => {
        // "Delete my data": the conversations too, not only the account and its keys.
        await chats.deleteByUser(id);
        await users.delete(id);
        await endSession(req, res, config);
        return noBody(204);
      },
    }),
  ];
}
