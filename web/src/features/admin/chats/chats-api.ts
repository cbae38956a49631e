/** GET /api/admin/chats (stored conversations, most recently active first) and GET /api/admin/chats/:chatId. */
import {
  ChatDetailSchema,
  ChatListResponseSchema,
  type ChatDetail,
  type ChatListResponse,
} from '@scamcheck/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { listUrl } from '../ui/list-url';

export const ADMIN_CHATS_PATH = '/api/admin/chats';
const CHATS_PAGE_SIZE = 20;

export function useAdminChats(page: number) {
  const url = listUrl(ADMIN_CHATS_PATH, { page, pageSize: CHATS_PAGE_SIZE });
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_CHATS_PATH, { page }],
      queryFn: async ({ signal }): Promise<ChatListResponse> =>
        ChatListResponseSchema.parse(await getJson(url, { signal })),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAdminChat(chatId: string) {
  const url = `${ADMIN_CHATS_PATH}/${encodeURIComponent(chatId)}`;
  return useQuery(
    queryOptions({
      queryKey: [url],
      queryFn: async ({ signal }): Promise<ChatDetail> =>
        ChatDetailSchema.parse(await getJson(url, { signal })),
    }),
  );
}
