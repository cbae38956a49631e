// One assistant turn: read the visitor's question, check the message it pastes or else a domain it names,
// ask the provider, and store both sides of the exchange under the conversation's chatId.
import type { ChatMessage } from '@scamcheck/shared';
import {
  AiUnavailableError,
  type AiProvider,
  type DomainCheck,
  type MessageCheck,
} from '../../ai/ai-provider';
import { AppError } from '../../http/app-error';
import type { ChatMessageRecord, ChatRepository, StoredChat } from '../../storage/ports';
import { toChatHistory } from './chat-history';

/** When the assistant cannot answer: the web shows its own toast; this is the message for API callers. */
export const ASSISTANT_UNAVAILABLE_MESSAGE = 'Unable to connect to the AI assistant. Please try again later.';

/** A longer conversation continues under a new chatId, so one stored record stays a sane size. */
export const MAX_STORED_MESSAGES = 200;

export type ChatTurnInput = {
  messages: ChatMessage[];
  chatId: string | null;
  email: string | null;
  /** The signed-in user, if any. */
  userId: string | null;
  /** Runs the analysis of a site named in the question, if any. */
  checkDomain: (question: string) => Promise<DomainCheck | undefined>;
  /** Runs the message analyzer when the question is a pasted message; undefined otherwise. */
  checkMessage?: (question: string) => MessageCheck | undefined;
  signal?: AbortSignal;
};

export type ChatService = {
  reply(input: ChatTurnInput): Promise<{ chatId: string; content: string }>;
  /** Saves the contact email of a conversation the caller may continue; false when it may not. */
  saveEmail(input: { chatId: string; email: string; userId: string | null }): Promise<boolean>;
};

export type ChatServiceDeps = {
  ai: AiProvider;
  chats: ChatRepository;
  clock: { now(): Date };
  /** Told when a conversation gets a (new) contact email, e.g. to alert the admins. Must not throw. */
  onEmailLeft?: (chat: { chatId: string; email: string }) => void;
};

export function createChatService({ ai, chats, clock, onEmailLeft }: ChatServiceDeps): ChatService {
  function emailLeft(chatId: string, email: string | null, previous: string | null): void {
    if (email !== null && email !== previous) onEmailLeft?.({ chatId, email });
  }

  /** The stored conversation, if this caller may continue it; unknown or foreign ids start a new one. */
  async function continuable(chatId: string | null, userId: string | null): Promise<StoredChat | null> {
    if (chatId === null) return null;
    const chat = await chats.get(chatId);
    if (chat === null || !mayContinue(chat, userId)) return null;
    return chat.messages.length + 2 > MAX_STORED_MESSAGES ? null : chat;
  }

  return {
    async reply({ messages, chatId, email, userId, checkDomain, checkMessage, signal }) {
      const { turns, question } = toChatHistory(messages);
      // A pasted message is judged as a whole (its links are scored inside it), so the domain of one of
      // its links is not analysed on its own as well.
      const messageCheck = checkMessage?.(question);
      const domainCheck = messageCheck === undefined ? await checkDomain(question) : undefined;
      const content = await ai
        .reply({ history: turns, domainCheck, messageCheck, signal })
        .catch((error: unknown) => {
          if (error instanceof AiUnavailableError) {
            throw new AppError('UPSTREAM_UNAVAILABLE', ASSISTANT_UNAVAILABLE_MESSAGE, {
              reason: error.reason,
            });
          }
          throw error;
        });
      const now = clock.now();
      const exchange: ChatMessageRecord[] = [
        { role: 'user', content: question, createdAt: now },
        { role: 'assistant', content, createdAt: now },
      ];
      const existing = await continuable(chatId, userId);
      if (existing !== null) {
        await chats.append(existing.id, {
          messages: exchange,
          updatedAt: now,
          ...(email === null ? {} : { email }),
          ...(userId === null ? {} : { userId }),
        });
        emailLeft(existing.id, email, existing.email);
        return { chatId: existing.id, content };
      }
      const created = await chats.create({ userId, email, messages: exchange, createdAt: now });
      emailLeft(created.id, email, null);
      return { chatId: created.id, content };
    },

    async saveEmail({ chatId, email, userId }) {
      const chat = await chats.get(chatId);
      if (chat === null || !mayContinue(chat, userId)) return false;
      const saved = await chats.append(chat.id, { messages: [], email, updatedAt: clock.now() });
      if (saved) emailLeft(chat.id, email, chat.email);
      return saved;
    },
  };
}

/** A conversation held while signed in belongs to that user; an anonymous one to whoever holds its id. */
function mayContinue(chat: StoredChat, userId: string | null): boolean {
  return chat.userId === null || chat.userId === userId;
}
