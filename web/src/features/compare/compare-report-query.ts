/** A report for the comparison: the stored one, or a new analysis when the domain was never checked. */
import type { AnalyzeResponse } from '@scamcheck/shared';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { analyzeDomain } from '../scan/analyze-domain';
import { fetchReport } from '../report/report-query';

export function compareReportQueryOptions(domain: string) {
  return queryOptions({
    queryKey: ['compare', domain],
    queryFn: async ({ signal }): Promise<AnalyzeResponse> =>
      (await fetchReport(domain, { signal })) ?? analyzeDomain({ domain }),
  });
}

export function useCompareReports(domains: readonly string[]) {
  return useQueries({ queries: domains.map((domain) => compareReportQueryOptions(domain)) });
}
