import {
  ADMIN_USERS_PAGE_SIZE,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AdminUserParamsSchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
  SELF_DEMOTION_MESSAGE,
  SELF_DISABLE_MESSAGE,
  type AdminUser,
  type AdminUserUpdate,
} from '@scamcheck/shared';
import { AppError } from '../../http/app-error';
import { defineRoute, reply, type Route } from '../../http/define-route';
import type { Clock } from '../../lib/clock';
import type { UserRecord, UserRepository } from '../../storage/ports';

type UsersRoutesDeps = { users: UserRepository; clock: Clock };

/** User management: search accounts, change role and plan, disable an account. */
export function adminUsersRoutes({ users, clock }: UsersRoutesDeps): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/users',
      summary: 'Accounts, newest first; q searches email and name (admins only)',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      request: { query: AdminUserListQuerySchema },
      responses: { 200: { description: 'One page of accounts', schema: AdminUserListResponseSchema } },
      handler: async ({ query: { q, role, page } }) => {
        const result = await users.list({
          q: q === '' ? undefined : q,
          role,
          page,
          pageSize: ADMIN_USERS_PAGE_SIZE,
        });
        return reply(200, { ...result, items: result.items.map(toAdminUser) });
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/api/admin/users/:id',
      summary: "Change an account's role, plan or disabled state (admins only; never your own access)",
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      notFound: 'User not found',
      request: { params: AdminUserParamsSchema, body: AdminUserUpdateSchema },
      responses: {
        200: { description: 'The account as changed', schema: AdminUserSchema },
        400: { description: `Invalid change, or '${SELF_DEMOTION_MESSAGE}' / '${SELF_DISABLE_MESSAGE}'` },
      },
      handler: async ({ req, params, body: changes, user }) => {
        refuseSelfLockout(user, params.id, changes);
        const updated = await users.update(params.id, changes, clock.now());
        if (updated === null) throw new AppError('NOT_FOUND', 'User not found');
        req.log.info({ userId: updated.id, changes, by: user.id }, 'Account changed by an administrator');
        return reply(200, toAdminUser(updated));
      },
    }),
  ];
}

/** An admin who demotes or disables themselves could leave the site with nobody to run it. */
function refuseSelfLockout(actor: UserRecord, targetId: string, changes: AdminUserUpdate): void {
  if (actor.id !== targetId) return;
  if (changes.role !== undefined && changes.role !== 'admin') {
    throw new AppError('BAD_REQUEST', SELF_DEMOTION_MESSAGE);
  }
  if (changes.disabled === true) throw new AppError('BAD_REQUEST', SELF_DISABLE_MESSAGE);
}

export function toAdminUser(user: UserRecord): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    plan: user.plan,
    disabled: user.disabled,
    createdAt: user.createdAt.toISOString(),
  };
}
