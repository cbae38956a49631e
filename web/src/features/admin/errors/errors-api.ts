/** The error console's calls: grouped errors, a group's events, resolve, clear. */
import {
  AdminErrorsResponseSchema,
  ClearErrorsResponseSchema,
  ErrorEventsResponseSchema,
  ResolveErrorsResponseSchema,
  type AdminErrorEvent,
  type AdminErrorsResponse,
} from '@scamcheck/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../lib/api-client';
import { listUrl } from '../ui/list-url';

export const ADMIN_ERRORS_PATH = '/api/admin/errors';

export type ErrorSourceFilter = 'all' | 'server' | 'client';
export type ErrorStateFilter = 'open' | 'resolved' | 'all';
export type ErrorListParams = { source: ErrorSourceFilter; state: ErrorStateFilter; q: string; page: number };

export function errorListUrl({ source, state, q, page }: ErrorListParams): string {
  return listUrl(ADMIN_ERRORS_PATH, {
    source: source === 'all' ? null : source,
    resolved: state === 'all' ? null : state === 'resolved',
    q,
    page,
  });
}

export function useErrorGroups(params: ErrorListParams) {
  const url = errorListUrl(params);
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_ERRORS_PATH, params],
      queryFn: async ({ signal }): Promise<AdminErrorsResponse> =>
        AdminErrorsResponseSchema.parse(await getJson(url, { signal })),
      placeholderData: keepPreviousData,
    }),
  );
}

const groupPath = (fingerprint: string) => `${ADMIN_ERRORS_PATH}/${encodeURIComponent(fingerprint)}`;

export function useErrorEvents(fingerprint: string) {
  const url = `${groupPath(fingerprint)}/events`;
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_ERRORS_PATH, 'events', fingerprint],
      queryFn: async ({ signal }): Promise<AdminErrorEvent[]> =>
        ErrorEventsResponseSchema.parse(await getJson(url, { signal })).items,
    }),
  );
}

export async function resolveGroup(fingerprint: string): Promise<number> {
  const response = await apiRequest('POST', `${groupPath(fingerprint)}/resolve`);
  return ResolveErrorsResponseSchema.parse(await response.json()).resolved;
}

export async function clearErrors(resolvedOnly: boolean): Promise<number> {
  const response = await apiRequest('DELETE', `${ADMIN_ERRORS_PATH}?resolvedOnly=${String(resolvedOnly)}`);
  return ClearErrorsResponseSchema.parse(await response.json()).deleted;
}
