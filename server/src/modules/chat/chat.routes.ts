import {
  ChatEmailRequestSchema,
  ChatParamsSchema,
  ChatRequestSchema,
  ChatResponseSchema,
  type ChatResponse,
} from '@scamcheck/shared';
import { AppError } from '../../http/app-error';
import { currentUser } from '../../http/auth-guards';
import { quotaSubject } from '../../http/quota';
import { validate } from '../../http/validate';
import { recordUsage } from '../admin/usage-recorder';
import type { RouteModule } from '../route-module';
import { chatRateLimitOf } from './chat-rate-limit';
import { createChatService } from './chat.service';
import { createDomainCheck } from './domain-check';
import { createMessageCheck } from './message-check';

/** POST /api/ai/chat and saving the optional contact email of a conversation. */
export const chatRoutes: RouteModule = (router, { container, openapi }) => {
  const service = createChatService({
    ai: container.ai,
    chats: container.storage.chats,
    clock: container.clock,
    onEmailLeft: (chat) => container.alerts.chatEmailLeft(chat),
  });
  const checkDomain = createDomainCheck({
    analysis: container.analysis,
    quota: container.rateLimits.quota,
    logger: container.logger,
    isQuotaEnforced: () => container.featureFlags.current().planEnforcement,
  });
  const checkMessage = createMessageCheck(container.messages);
  const rateLimit = chatRateLimitOf(container);

  openapi.register({
    method: 'post',
    path: '/api/ai/chat',
    summary: 'Ask the assistant; the conversation is stored under the returned chatId',
    tags: ['assistant'],
    request: { body: ChatRequestSchema },
    responses: {
      200: {
        description: 'The reply, and the chatId to send with the next message',
        schema: ChatResponseSchema,
      },
      400: { description: 'Invalid messages, chatId or email; or the last message is not a question' },
      429: { description: 'Too many messages this hour (Retry-After says when to try again)' },
      503: { description: 'The AI model could not be reached' },
    },
  });
  router.post('/api/ai/chat', rateLimit, async (req, res) => {
    const body = validate(ChatRequestSchema, req.body ?? {});
    const user = currentUser(req);
    const subject = quotaSubject(req);
    // A visitor who closes the panel mid-answer should not keep a model call running.
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const { chatId, content } = await service.reply({
      messages: body.messages,
      chatId: body.chatId ?? null,
      email: body.userEmail ?? null,
      userId: user?.id ?? null,
      checkDomain: (question) => checkDomain(question, subject),
      checkMessage,
      signal: abort.signal,
    });
    if (chatId !== body.chatId) recordUsage(container, req, { kind: 'chat' });
    const answer: ChatResponse = { chatId, choices: [{ message: { role: 'assistant', content } }] };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  openapi.register({
    method: 'put',
    path: '/api/ai/chat/:chatId/email',
    summary: 'Save the optional contact email of a conversation',
    tags: ['assistant'],
    request: { params: ChatParamsSchema, body: ChatEmailRequestSchema },
    responses: {
      204: { description: 'Saved' },
      400: { description: "'Please enter a valid email address.'" },
      404: { description: 'No such conversation (or it belongs to someone else)' },
    },
  });
  router.put('/api/ai/chat/:chatId/email', rateLimit, async (req, res) => {
    const params = ChatParamsSchema.safeParse(req.params);
    if (!params.success) throw new AppError('NOT_FOUND', 'Conversation not found');
    const { email } = validate(ChatEmailRequestSchema, req.body ?? {});
    const saved = await service.saveEmail({
      chatId: params.data.chatId,
      email,
      userId: currentUser(req)?.id ?? null,
    });
    if (!saved) throw new AppError('NOT_FOUND', 'Conversation not found');
    res.status(204).end();
  });
};
