/** GET /api/admin/overview: the admin index's key numbers. */
import { AdminOverviewSchema, type AdminOverview } from '@scamcheck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const ADMIN_OVERVIEW_PATH = '/api/admin/overview';
const REFRESH_MS = 60_000;

export const adminOverviewQueryOptions = queryOptions({
  queryKey: [ADMIN_OVERVIEW_PATH],
  queryFn: async ({ signal }): Promise<AdminOverview> =>
    AdminOverviewSchema.parse(await getJson(ADMIN_OVERVIEW_PATH, { signal })),
  refetchInterval: REFRESH_MS,
});

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions);
}
