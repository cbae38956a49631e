import {
  ChatEmailRequestSchema,
  ChatParamsSchema,
  ChatRequestSchema,
  ChatResponseSchema,
  type ChatResponse,
} from '@scamcheck/shared';
import type { Container } from '../../container';
import { AppError } from '../../http/app-error';
import { defineRoute, reply, noBody, type Route, type RouteMeter } from '../../http/define-route';
import type { MemoryRateLimit } from '../../http/memory-rate-limit';
import { quotaSubject } from '../../http/quota';
import { recordUsage } from '../admin/usage-recorder';
import { createChatService } from './chat.service';
import { createDomainCheck } from './domain-check';
import { createMessageCheck } from './message-check';

type ChatDeps = Pick<
  Container,
  'ai' | 'storage' | 'clock' | 'logger' | 'alerts' | 'analysis' | 'rateLimits' | 'featureFlags' | 'messages'
>;

/** POST /api/ai/chat and saving the optional contact email of a conversation. */
export function chatRoutes(deps: ChatDeps, chatLimit: MemoryRateLimit): Route[] {
  const service = createChatService({
    ai: deps.ai,
    chats: deps.storage.chats,
    clock: deps.clock,
    onEmailLeft: (chat) => deps.alerts.chatEmailLeft(chat),
  });
  const checkDomain = createDomainCheck({
    analysis: deps.analysis,
    quota: deps.rateLimits.quota,
    logger: deps.logger,
    isQuotaEnforced: () => deps.featureFlags.current().planEnforcement,
  });
  const checkMessage = createMessageCheck(deps.messages);
  // The assistant's model (its own allowance; a new site analysis it runs spends the site allowance).
  const meter: RouteMeter = { name: 'chat-limit', guard: chatLimit };
  return [
    defineRoute({
      method: 'post',
      path: '/api/ai/chat',
      summary: 'Ask the assistant; the conversation is stored under the returned chatId',
      tags: ['assistant'],
      auth: 'public',
      meter,
      cacheControl: 'no-store',
      request: { body: ChatRequestSchema },
      responses: {
        200: {
          description: 'The reply, and the chatId to send with the next message',
          schema: ChatResponseSchema,
        },
        400: { description: 'Invalid messages, chatId or email; or the last message is not a question' },
        503: { description: 'The AI model could not be reached' },
      },
      handler: async ({ req, res, body, user }) => {
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
        if (chatId !== body.chatId) recordUsage(deps, req, { kind: 'chat' });
        const answer: ChatResponse = { chatId, choices: [{ message: { role: 'assistant', content } }] };
        return reply(200, answer);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/ai/chat/:chatId/email',
      summary: 'Save the optional contact email of a conversation',
      tags: ['assistant'],
      auth: 'public',
      // Sends the administrators an alert email.
      meter,
      notFound: 'Conversation not found',
      request: { params: ChatParamsSchema, body: ChatEmailRequestSchema },
      responses: {
        204: { description: 'Saved' },
        400: { description: "'Please enter a valid email address.'" },
        404: { description: 'No such conversation (or it belongs to someone else)' },
      },
      handler: async ({ params, body, user }) => {
        const saved = await service.saveEmail({
          chatId: params.chatId,
          email: body.email,
          userId: user?.id ?? null,
        });
        if (!saved) throw new AppError('NOT_FOUND', 'Conversation not found');
        return noBody(204);
      },
    }),
  ];
}
