/** GET /api/admin/analytics?days=7|30|90: aggregates computed by the database. */
import { AnalyticsResponseSchema, type AnalyticsResponse } from '@scamcheck/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const ADMIN_ANALYTICS_PATH = '/api/admin/analytics';
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export function useAnalytics(days: AnalyticsPeriod) {
  const url = `${ADMIN_ANALYTICS_PATH}?days=${days}`;
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_ANALYTICS_PATH, { days }],
      queryFn: async ({ signal }): Promise<AnalyticsResponse> =>
        AnalyticsResponseSchema.parse(await getJson(url, { signal })),
      placeholderData: keepPreviousData,
    }),
  );
}
