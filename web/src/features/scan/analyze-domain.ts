/** POST /api/analyze (spec §7): runs (or serves from cache) the analysis of a domain or URL. */
import { AnalyzeResponseSchema, type AnalyzeResponse } from '@scamcheck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { QUOTA_PATH } from '../dashboard/quota-query';
import { recentDomainsQueryOptions } from '../recent-domains/recent-domains-query';
import { reportQueryOptions } from '../report/report-query';
import { statisticsQueryOptions } from '../statistics/statistics-query';

export const ANALYZE_PATH = '/api/analyze';

export type AnalyzeVariables = { domain: string; fresh?: boolean };

export async function analyzeDomain({ domain, fresh = false }: AnalyzeVariables): Promise<AnalyzeResponse> {
  const response = await apiRequest('POST', fresh ? `${ANALYZE_PATH}?fresh=1` : ANALYZE_PATH, { domain });
  // An HTML page where JSON was expected throws "Unexpected token '<'…", which the error card names.
  const body: unknown = await response.json();
  return AnalyzeResponseSchema.parse(body);
}

/**
 * The analysis as a mutation. On success the report is put in the cache under its result-page key,
 * so /domain/{domain} shows it at once; the recent list, statistics and quota are refreshed.
 */
export function useAnalyzeDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeDomain,
    onSuccess: (report) => {
      queryClient.setQueryData(reportQueryOptions(report.domain).queryKey, report);
      void queryClient.invalidateQueries({ queryKey: recentDomainsQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: statisticsQueryOptions.queryKey });
    },
    // Every attempt, even a refused one, may have used some of this hour's allowance.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [QUOTA_PATH] });
    },
  });
}

export function resultPath(domain: string): string {
  return `/domain/${encodeURIComponent(domain)}`;
}
