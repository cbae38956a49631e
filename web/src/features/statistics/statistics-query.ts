/** GET /api/statistics: platform totals, refetched every 300000 ms (5 min). */
import { StatisticsResponseSchema, type StatisticsResponse } from '@scamcheck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

export const STATISTICS_PATH = '/api/statistics';
export const STATISTICS_REFRESH_MS = 300_000;

export async function fetchStatistics({
  signal,
}: { signal?: AbortSignal } = {}): Promise<StatisticsResponse> {
  return StatisticsResponseSchema.parse(await getJson(STATISTICS_PATH, { signal }));
}

export const statisticsQueryOptions = queryOptions({
  queryKey: [STATISTICS_PATH],
  queryFn: fetchStatistics,
  refetchInterval: STATISTICS_REFRESH_MS,
});

export function useStatistics() {
  return useQuery(statisticsQueryOptions);
}
