import {
  ChatDetailSchema,
  ChatListQuerySchema,
  ChatListResponseSchema,
  ChatParamsSchema,
  type ChatDetail,
  type ChatListResponse,
} from '@scamcheck/shared';
import { AppError } from '../../http/app-error';
import { requireAdmin } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { ChatSummaryRecord, StoredChat } from '../../storage/ports';
import type { RouteModule } from '../route-module';

/** Stored assistant conversations for administrators: the list and one transcript. */
export const adminChatRoutes: RouteModule = (router, { container, openapi }) => {
  const { chats } = container.storage;

  openapi.register({
    method: 'get',
    path: '/api/admin/chats',
    summary: 'Stored assistant conversations, most recently active first (admins only)',
    tags: ['admin'],
    request: { query: ChatListQuerySchema },
    responses: {
      200: { description: 'One page of conversations', schema: ChatListResponseSchema },
      401: { description: 'Not signed in' },
      403: { description: 'Not an administrator' },
    },
  });
  router.get('/api/admin/chats', requireAdmin, async (req, res) => {
    const query = validate(ChatListQuerySchema, req.query);
    const page = await chats.list(query);
    const body: ChatListResponse = { ...page, items: page.items.map(toSummary) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  openapi.register({
    method: 'get',
    path: '/api/admin/chats/:chatId',
    summary: 'One stored conversation with every message (admins only)',
    tags: ['admin'],
    request: { params: ChatParamsSchema },
    responses: {
      200: { description: 'The conversation', schema: ChatDetailSchema },
      401: { description: 'Not signed in' },
      403: { description: 'Not an administrator' },
      404: { description: 'No such conversation' },
    },
  });
  router.get('/api/admin/chats/:chatId', requireAdmin, async (req, res) => {
    const params = ChatParamsSchema.safeParse(req.params);
    const chat = params.success ? await chats.get(params.data.chatId) : null;
    if (chat === null) throw new AppError('NOT_FOUND', 'Conversation not found');
    res.setHeader('Cache-Control', 'no-store');
    res.json(toDetail(chat));
  });
};

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
