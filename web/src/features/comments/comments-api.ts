/** Community comments on a domain: GET/POST /api/domain/:domain/comments and POST /api/comments/:id/report. */
import {
  CreateCommentResponseSchema,
  DomainCommentsResponseSchema,
  ReportCommentResponseSchema,
  type CreateCommentResponse,
  type DomainCommentsResponse,
} from '@scamcheck/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../lib/api-client';

export function domainCommentsPath(domain: string): string {
  return `/api/domain/${encodeURIComponent(domain)}/comments`;
}

export function domainCommentsQueryOptions(domain: string, page: number) {
  const path = domainCommentsPath(domain);
  return queryOptions({
    queryKey: [path, { page }],
    queryFn: async ({ signal }): Promise<DomainCommentsResponse> =>
      DomainCommentsResponseSchema.parse(await getJson(`${path}?page=${page}`, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function useDomainComments(domain: string, page: number) {
  return useQuery(domainCommentsQueryOptions(domain, page));
}

export async function postComment({
  domain,
  rating,
  text,
}: {
  domain: string;
  rating: number;
  text: string;
}): Promise<CreateCommentResponse> {
  const response = await apiRequest('POST', domainCommentsPath(domain), { rating, text });
  return CreateCommentResponseSchema.parse(await response.json());
}

export async function reportComment({ id, reason }: { id: string; reason: string }): Promise<void> {
  const response = await apiRequest('POST', `/api/comments/${encodeURIComponent(id)}/report`, { reason });
  ReportCommentResponseSchema.parse(await response.json());
}
