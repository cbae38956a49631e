/** GET /api/user/history?page=: the signed-in person's own checks, newest first. */
import { HistoryResponseSchema, type HistoryResponse } from '@scamcheck/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

export const HISTORY_PATH = '/api/user/history';

export function historyQueryOptions(page: number) {
  return queryOptions({
    queryKey: [HISTORY_PATH, { page }],
    queryFn: async ({ signal }): Promise<HistoryResponse> =>
      HistoryResponseSchema.parse(await getJson(`${HISTORY_PATH}?page=${page}`, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function useHistory(page: number) {
  return useQuery(historyQueryOptions(page));
}
