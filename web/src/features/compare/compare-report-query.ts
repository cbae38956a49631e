/** A report for the comparison: the stored one, or a new analysis when the domain was never checked. */
import type { AnalyzeResponse } from '@scamcheck/shared';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { analyzeDomain, refreshAfterAnalysis } from '../scan/analyze-domain';
import { fetchReport } from '../report/report-query';

export function compareReportQueryOptions(domain: string) {
  return queryOptions({
    queryKey: ['compare', domain],
    queryFn: async ({ signal, client }): Promise<AnalyzeResponse> => {
      const stored = await fetchReport(domain, { signal });
      if (stored !== null) return stored;
      // A new analysis: the footer's recent list (and statistics, quota) must show it too.
      const report = await analyzeDomain({ domain });
      refreshAfterAnalysis(client, report);
      return report;
    },
  });
}

export function useCompareReports(domains: readonly string[]) {
  return useQueries({ queries: domains.map((domain) => compareReportQueryOptions(domain)) });
}
