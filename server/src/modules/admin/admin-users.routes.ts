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
import { requireAdmin, requireUserOf } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { UserRecord } from '../../storage/ports';
import type { RouteModule } from '../route-module';
import { ADMIN_ONLY_RESPONSES } from './admin-responses';

/** User management: search accounts, change role and plan, disable an account. */
export const adminUsersRoutes: RouteModule = (router, { container, openapi }) => {
  const { users } = container.storage;

  openapi.register({
    method: 'get',
    path: '/api/admin/users',
    summary: 'Accounts, newest first; q searches email and name (admins only)',
    tags: ['admin'],
    request: { query: AdminUserListQuerySchema },
    responses: {
      200: { description: 'One page of accounts', schema: AdminUserListResponseSchema },
      ...ADMIN_ONLY_RESPONSES,
    },
  });
  router.get('/api/admin/users', requireAdmin, async (req, res) => {
    const { q, role, page } = validate(AdminUserListQuerySchema, req.query);
    const result = await users.list({
      q: q === '' ? undefined : q,
      role,
      page,
      pageSize: ADMIN_USERS_PAGE_SIZE,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ...result, items: result.items.map(toAdminUser) });
  });

  openapi.register({
    method: 'patch',
    path: '/api/admin/users/:id',
    summary: "Change an account's role, plan or disabled state (admins only; never your own access)",
    tags: ['admin'],
    request: { params: AdminUserParamsSchema, body: AdminUserUpdateSchema },
    responses: {
      200: { description: 'The account as changed', schema: AdminUserSchema },
      400: { description: `Invalid change, or '${SELF_DEMOTION_MESSAGE}' / '${SELF_DISABLE_MESSAGE}'` },
      404: { description: 'No such account' },
      ...ADMIN_ONLY_RESPONSES,
    },
  });
  router.patch('/api/admin/users/:id', requireAdmin, async (req, res) => {
    const params = AdminUserParamsSchema.safeParse(req.params);
    if (!params.success) throw new AppError('NOT_FOUND', 'User not found');
    const changes = validate(AdminUserUpdateSchema, req.body ?? {});
    refuseSelfLockout(requireUserOf(req), params.data.id, changes);
    const updated = await users.update(params.data.id, changes, container.clock.now());
    if (updated === null) throw new AppError('NOT_FOUND', 'User not found');
    req.log.info({ userId: updated.id, changes, by: req.user?.id }, 'Account changed by an administrator');
    res.json(toAdminUser(updated));
  });
};

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
