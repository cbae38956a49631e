/** GET /api/domain/:domain: the stored report, or null when the domain was never analysed. */
import { AnalyzeResponseSchema, type AnalyzeResponse } from '@scamcheck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

export function reportPath(domain: string): string {
  return `/api/domain/${encodeURIComponent(domain)}`;
}

/** A 404 is an answer ("not analysed yet"), not an error; everything else still throws. */
export async function fetchReport(
  domain: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AnalyzeResponse | null> {
  try {
    return AnalyzeResponseSchema.parse(await getJson(reportPath(domain), { signal }));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function reportQueryOptions(domain: string) {
  return queryOptions({
    queryKey: [reportPath(domain)],
    queryFn: ({ signal }) => fetchReport(domain, { signal }),
  });
}

/** Only asks the server about names that could be domains; anything else cannot have a report. */
export function useReport(domain: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...reportQueryOptions(domain), enabled });
}
