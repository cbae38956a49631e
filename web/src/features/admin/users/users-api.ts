/** GET /api/admin/users (search, role, page) and PATCH /api/admin/users/:id (role, plan, disabled). */
import {
  AdminUserListResponseSchema,
  AdminUserSchema,
  type AdminUser,
  type AdminUserListResponse,
  type AdminUserUpdate,
  type Role,
} from '@scamcheck/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../lib/api-client';
import { listUrl } from '../ui/list-url';

export const ADMIN_USERS_PATH = '/api/admin/users';

export type UserListParams = { q: string; role: Role | null; page: number };

export function adminUsersQueryOptions(params: UserListParams) {
  const url = listUrl(ADMIN_USERS_PATH, params);
  return queryOptions({
    queryKey: [ADMIN_USERS_PATH, params],
    queryFn: async ({ signal }): Promise<AdminUserListResponse> =>
      AdminUserListResponseSchema.parse(await getJson(url, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: UserListParams) {
  return useQuery(adminUsersQueryOptions(params));
}

export async function updateUser({
  id,
  changes,
}: {
  id: string;
  changes: AdminUserUpdate;
}): Promise<AdminUser> {
  const response = await apiRequest('PATCH', `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}`, changes);
  return AdminUserSchema.parse(await response.json());
}
