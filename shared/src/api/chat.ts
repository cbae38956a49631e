// POST /api/ai/chat and the admin views of stored conversations.
import { z } from 'zod';
import { trimmedText } from '../validation/raw-text';
import { pageQueryField, queryNumberField } from './query-fields';

const isoDate = z.iso.datetime({ offset: true });

export const CHAT_ROLES = ['system', 'user', 'assistant'] as const;
export const ChatRoleSchema = z.enum(CHAT_ROLES);
export type ChatRole = z.infer<typeof ChatRoleSchema>;

/** Longest message a visitor may send; longer ones are refused, not cut, so nothing is silently lost. */
export const CHAT_MAX_MESSAGE_LENGTH = 2000;
/** Most messages one request may carry (the client resends the visible history each time). */
export const CHAT_MAX_MESSAGES = 50;
export const CHAT_EMAIL_MAX_LENGTH = 254;

/** A standard email pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidChatEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= CHAT_EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export const CHAT_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';

export const ChatEmailSchema = trimmedText(CHAT_EMAIL_MAX_LENGTH, {
  tooLong: CHAT_EMAIL_INVALID_MESSAGE,
}).refine(isValidChatEmail, { error: CHAT_EMAIL_INVALID_MESSAGE });

export const ChatMessageSchema = z.object({
  role: ChatRoleSchema,
  content: z.string().max(CHAT_MAX_MESSAGE_LENGTH, {
    error: `Messages are limited to ${CHAT_MAX_MESSAGE_LENGTH} characters`,
  }),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatRequestSchema = z.object({
  messages: z
    .array(ChatMessageSchema)
    .min(1, { error: 'Send at least one message' })
    .max(CHAT_MAX_MESSAGES, {
      error: `A conversation request may carry at most ${CHAT_MAX_MESSAGES} messages`,
    }),
  /** Absent on the first message; then the id the server answered with. */
  chatId: z.uuid({ error: 'chatId must be the id the server returned' }).nullish(),
  userEmail: ChatEmailSchema.nullish(),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;

export const ChatResponseSchema = z.object({
  chatId: z.string(),
  choices: z
    .array(z.object({ message: z.object({ role: z.literal('assistant'), content: z.string() }) }))
    .min(1),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/** PUT /api/ai/chat/:chatId/email: the optional contact email, saved as soon as the visitor gives it. */
export const ChatEmailRequestSchema = z.object({ email: ChatEmailSchema });
export type ChatEmailRequest = z.infer<typeof ChatEmailRequestSchema>;

export const ChatParamsSchema = z.object({ chatId: z.uuid({ error: 'Unknown conversation' }) });

/** A message as stored: client system messages are never stored. */
export const StoredChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: isoDate,
});
export type StoredChatMessage = z.infer<typeof StoredChatMessageSchema>;

export const ChatSummarySchema = z.object({
  chatId: z.string(),
  /** The optional contact email the visitor gave. */
  email: z.string().nullable(),
  /** The signed-in user who held the conversation, if any. */
  userId: z.string().nullable(),
  messageCount: z.number().int().nonnegative(),
  /** Start of the first question, for scanning a list. */
  preview: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

export const ChatListResponseSchema = z.object({
  items: z.array(ChatSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ChatListResponse = z.infer<typeof ChatListResponseSchema>;

export const CHAT_LIST_MAX_PAGE_SIZE = 100;

export const ChatListQuerySchema = z.object({
  page: pageQueryField(),
  pageSize: queryNumberField('pageSize', 1, CHAT_LIST_MAX_PAGE_SIZE, 20),
});
export type ChatListQuery = z.output<typeof ChatListQuerySchema>;

export const ChatDetailSchema = ChatSummarySchema.omit({ preview: true }).extend({
  messages: z.array(StoredChatMessageSchema),
});
export type ChatDetail = z.infer<typeof ChatDetailSchema>;
