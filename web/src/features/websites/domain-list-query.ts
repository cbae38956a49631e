/** GET /api/domains: analysed domains by their latest report, searchable, filterable, sortable, paged. */
import {
  DomainListResponseSchema,
  DomainListSortSchema,
  BandSchema,
  type Band,
  type DomainListResponse,
  type DomainListSort,
} from '@scamcheck/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

export const DOMAINS_PATH = '/api/domains';
export const WEBSITES_PAGE_SIZE = 20;

export type DomainListParams = { q: string; band: Band | null; sort: DomainListSort; page: number };

/** Reads the list's state from the page address, ignoring anything malformed. */
export function paramsFromSearch(search: URLSearchParams): DomainListParams {
  const band = BandSchema.safeParse(search.get('band'));
  const sort = DomainListSortSchema.safeParse(search.get('sort'));
  const page = Number(search.get('page'));
  return {
    q: search.get('q')?.trim() ?? '',
    band: band.success ? band.data : null,
    sort: sort.success ? sort.data : 'recent',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function domainListUrl({ q, band, sort, page }: DomainListParams): string {
  const query = new URLSearchParams({ sort, page: String(page), pageSize: String(WEBSITES_PAGE_SIZE) });
  if (q !== '') query.set('q', q);
  if (band !== null) query.set('band', band);
  return `${DOMAINS_PATH}?${query.toString()}`;
}

export function domainListQueryOptions(params: DomainListParams) {
  const url = domainListUrl(params);
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }): Promise<DomainListResponse> =>
      DomainListResponseSchema.parse(await getJson(url, { signal })),
    // Keep the current page on screen while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useDomainList(params: DomainListParams) {
  return useQuery(domainListQueryOptions(params));
}
