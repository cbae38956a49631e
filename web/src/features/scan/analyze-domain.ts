/** POST /api/analyze: runs (or serves from cache) the analysis of a domain or URL. */
import { AnalyzeResponseSchema, type AnalyzeResponse } from '@scamcheck/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { HISTORY_PATH } from '../dashboard/history-query';
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
 * After an analysis: a domain's report goes in the cache under its result-page key, so /domain/{domain}
 * shows it at once; a link's report (url set) is about that address only and never stands in for the
 * domain's. The footer's recent list, the statistics, the quota and the personal history are fetched again.
 */
export function refreshAfterAnalysis(queryClient: QueryClient, report: AnalyzeResponse): void {
  if (isDomainReport(report)) queryClient.setQueryData(reportQueryOptions(report.domain).queryKey, report);
  void queryClient.invalidateQueries({ queryKey: recentDomainsQueryOptions.queryKey });
  void queryClient.invalidateQueries({ queryKey: statisticsQueryOptions.queryKey });
  void queryClient.invalidateQueries({ queryKey: [QUOTA_PATH] });
  void queryClient.invalidateQueries({ queryKey: [HISTORY_PATH] });
}

/** The analysis as a mutation; every attempt, even a refused one, may have used some of the allowance. */
export function useAnalyzeDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeDomain,
    onSuccess: (report) => refreshAfterAnalysis(queryClient, report),
    onError: () => void queryClient.invalidateQueries({ queryKey: [QUOTA_PATH] }),
  });
}

export function resultPath(domain: string): string {
  return `/domain/${encodeURIComponent(domain)}`;
}

/** True for the report of a whole site; false for the report of one link (a URL with a path or query). */
export function isDomainReport(report: Pick<AnalyzeResponse, 'url'>): boolean {
  return report.url === null;
}

/** Router state of a result page opened right after a link was scanned: that link's own report. */
export type ResultPageState = { urlReport: AnalyzeResponse };

/** Where to go after an analysis: the result page, carrying the link's report when a link was scanned. */
export function resultTarget(report: AnalyzeResponse): { path: string; state?: ResultPageState } {
  const path = resultPath(report.domain);
  return isDomainReport(report) ? { path } : { path, state: { urlReport: report } };
}
