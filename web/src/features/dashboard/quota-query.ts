/** GET /api/quota: this hour's usage of whoever asks (account, API key owner, or network address). */
import { QuotaSchema, type Quota } from '@scamcheck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

export const QUOTA_PATH = '/api/quota';

export function quotaQueryOptions() {
  return queryOptions({
    queryKey: [QUOTA_PATH],
    queryFn: async ({ signal }): Promise<Quota> => QuotaSchema.parse(await getJson(QUOTA_PATH, { signal })),
  });
}

export function useQuota() {
  return useQuery(quotaQueryOptions());
}
