/** GET /api/site-status: what every page needs to know about the site itself (maintenance banner, comments on/off). */
import { SiteStatusSchema, type SiteStatus } from '@scamcheck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

export const SITE_STATUS_PATH = '/api/site-status';
/** An admin's new banner reaches open pages within this time; opening the site again fetches it at once. */
export const SITE_STATUS_REFRESH_MS = 300_000;

export const siteStatusQueryOptions = queryOptions({
  queryKey: [SITE_STATUS_PATH],
  queryFn: async ({ signal }): Promise<SiteStatus> =>
    SiteStatusSchema.parse(await getJson(SITE_STATUS_PATH, { signal })),
  refetchInterval: SITE_STATUS_REFRESH_MS,
});

export function useSiteStatus() {
  return useQuery(siteStatusQueryOptions);
}
