import {
  ChatDetailSchema,
  ChatListQuerySchema,
  ChatListResponseSchema,
  ChatParamsSchema,
  type ChatDetail,
  type ChatListResponse,
} from '@scamcheck/shared';
import { AppError } from '../../http/app-error';
import { defineRoute, reply, type Route } from '../../http/define-route';
import type { ChatRepository, ChatSummaryRecord, StoredChat } from '../../storage/ports';

/** Stored assistant conversations for administrators: the list and one transcript. */
export function adminChatRoutes(chats: ChatRepository): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/chats',
      summary: 'Stored assistant conversations, most recently active first (admins only)',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      request: { query: ChatListQuerySchema },
      responses: { 200: { description: 'One page of conversations', schema: ChatListResponseSchema } },
      handler: async ({ query }) => {
        const page = await chats.list(query);
        return reply(200, { ...page, items: page.items.map(toSummary) });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/chats/:chatId',
      summary: 'One stored conversation with every message (admins only)',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      notFound: 'Conversation not found',
      request: { params: ChatParamsSchema },
      responses: { 200: { description: 'The conversation', schema: ChatDetailSchema } },
      handler: async ({ params }) => {
        const chat = await chats.get(params.chatId);
        if (chat === null) throw new AppError('NOT_FOUND', 'Conversation not found');
        return reply(200, toDetail(chat));
      },
    }),
  ];
}

function toSummary(chat: ChatSummaryRecord): ChatListResponse['items'][number] {
  return {
    chatId: chat.id,
    email: chat.email,
    userId: chat.userId,
    messageCount: chat.messageCount,
    preview: chat.preview,
    createdAt: chat.createdAt.toISOString(),
    updatedAt: chat.updatedAt.toISOString(),
  };
}

function toDetail(chat: StoredChat): ChatDetail {
  return {
    chatId: chat.id,
    email: chat.email,
    userId: chat.userId,
    messageCount: chat.messages.length,
    createdAt: chat.createdAt.toISOString(),
    updatedAt: chat.updatedAt.toISOString(),
    messages: chat.messages.map(({ role, content, createdAt }) => ({
      role,
      content,
      createdAt: createdAt.toISOString(),
    })),
  };
}
