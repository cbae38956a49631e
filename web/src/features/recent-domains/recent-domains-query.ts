/** GET /api/domains/recent: the latest analyses, newest first. */
import { RecentDomainsResponseSchema, type RecentDomain } from '@scamcheck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

export type { RecentDomain };

export const RECENT_DOMAINS_PATH = '/api/domains/recent';

export async function fetchRecentDomains({ signal }: { signal?: AbortSignal } = {}): Promise<RecentDomain[]> {
  return RecentDomainsResponseSchema.parse(await getJson(RECENT_DOMAINS_PATH, { signal }));
}

export const recentDomainsQueryOptions = queryOptions({
  queryKey: [RECENT_DOMAINS_PATH],
  queryFn: fetchRecentDomains,
});

export function useRecentDomains() {
  return useQuery(recentDomainsQueryOptions);
}
