/** POST /api/ai/chat and saving the optional contact email of a conversation. */
import { ChatResponseSchema, type ChatMessage } from '@scamcheck/shared';
import { apiRequest } from '../../lib/api-client';

export const CHAT_PATH = '/api/ai/chat';

export type SendChatVariables = { messages: ChatMessage[]; chatId: string | null; email: string | null };

/** Resolves with the chat id and the text of choices[0] (the two fields the client reads). */
export async function sendChatMessage({ messages, chatId, email }: SendChatVariables) {
  const response = await apiRequest('POST', CHAT_PATH, {
    messages,
    ...(chatId === null ? {} : { chatId }),
    ...(email === null ? {} : { userEmail: email }),
  });
  const body = ChatResponseSchema.parse(await response.json());
  return { chatId: body.chatId, content: body.choices[0]?.message.content ?? '' };
}

export async function saveChatEmail(chatId: string, email: string): Promise<void> {
  await apiRequest('PUT', `${CHAT_PATH}/${encodeURIComponent(chatId)}/email`, { email });
}
