/** GET /api/domains/recent (spec §7): the latest analyses, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '../../lib/api-client';

// TODO(shared): move to @scamcheck/shared once the API schemas for this endpoint land there.
export const RecentDomainSchema = z.object({
  id: z.union([z.string(), z.number()]),
  domain: z.string(),
  score: z.number(),
  createdAt: z.string(),
});
export type RecentDomain = z.infer<typeof RecentDomainSchema>;

export const RECENT_DOMAINS_PATH = '/api/domains/recent';

export async function fetchRecentDomains({ signal }: { signal?: AbortSignal } = {}): Promise<RecentDomain[]> {
  return z.array(RecentDomainSchema).parse(await getJson(RECENT_DOMAINS_PATH, { signal }));
}

export const recentDomainsQueryOptions = queryOptions({
  queryKey: [RECENT_DOMAINS_PATH],
  queryFn: fetchRecentDomains,
});

export function useRecentDomains() {
  return useQuery(recentDomainsQueryOptions);
}
