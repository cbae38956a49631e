/** Moderation: GET /api/admin/comments, PATCH /api/admin/comments/:id {status}, DELETE /api/admin/comments/:id. */
import {
  AdminCommentSchema,
  AdminCommentsResponseSchema,
  type AdminComment,
  type AdminCommentsResponse,
  type PublicCommentStatus,
} from '@scamcheck/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../lib/api-client';
import { listUrl } from '../ui/list-url';

export const ADMIN_COMMENTS_PATH = '/api/admin/comments';

export type ModerationTab = PublicCommentStatus | 'reported';
export type ModerationParams = { tab: ModerationTab; q: string; page: number };

export function moderationUrl({ tab, q, page }: ModerationParams): string {
  return listUrl(ADMIN_COMMENTS_PATH, {
    status: tab === 'reported' ? null : tab,
    reported: tab === 'reported' ? true : null,
    q,
    page,
  });
}

export function useModerationQueue(params: ModerationParams) {
  const url = moderationUrl(params);
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_COMMENTS_PATH, params],
      queryFn: async ({ signal }): Promise<AdminCommentsResponse> =>
        AdminCommentsResponseSchema.parse(await getJson(url, { signal })),
      placeholderData: keepPreviousData,
    }),
  );
}

const commentPath = (id: string) => `${ADMIN_COMMENTS_PATH}/${encodeURIComponent(id)}`;

export async function setCommentStatus({
  id,
  status,
}: {
  id: string;
  status: PublicCommentStatus;
}): Promise<AdminComment> {
  const response = await apiRequest('PATCH', commentPath(id), { status });
  return AdminCommentSchema.parse(await response.json());
}

export async function deleteComment(id: string): Promise<void> {
  await apiRequest('DELETE', commentPath(id));
}
