/** GET /api/admin/status (live health, refetched every 15 s) and POST /api/admin/status/refresh ("refresh now"). */
import {
  AdminStatusSchema,
  RefreshResponseSchema,
  type AdminStatus,
  type RefreshRequest,
} from '@scamcheck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../lib/api-client';

export const ADMIN_STATUS_PATH = '/api/admin/status';
export const STATUS_REFRESH_MS = 15_000;

export const adminStatusQueryOptions = queryOptions({
  queryKey: [ADMIN_STATUS_PATH],
  queryFn: async ({ signal }): Promise<AdminStatus> =>
    AdminStatusSchema.parse(await getJson(ADMIN_STATUS_PATH, { signal })),
  refetchInterval: STATUS_REFRESH_MS,
});

export function useAdminStatus() {
  return useQuery(adminStatusQueryOptions);
}

export async function refreshNow(target: RefreshRequest['target']): Promise<void> {
  const response = await apiRequest('POST', `${ADMIN_STATUS_PATH}/refresh`, { target });
  RefreshResponseSchema.parse(await response.json());
}
