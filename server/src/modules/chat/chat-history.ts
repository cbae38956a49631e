// Turns the messages a client sends into what the assistant sees. The server owns the system prompt:
// client system messages are dropped, and only the latest turns go to the model.
import type { ChatMessage } from '@scamcheck/shared';
import type { AssistantTurn } from '../../ai/ai-provider';
import { AppError } from '../../http/app-error';

/** Turns (user and assistant) the model sees; older ones are dropped, the newest kept. */
export const CHAT_CONTEXT_TURNS = 12;

export const QUESTION_REQUIRED_MESSAGE = 'The last message must be your question';

export type ChatHistory = { turns: AssistantTurn[]; question: string };

export function toChatHistory(messages: readonly ChatMessage[]): ChatHistory {
  const turns = messages
    .filter((message): message is ChatMessage & { role: AssistantTurn['role'] } => message.role !== 'system')
    .map(({ role, content }) => ({ role, content: content.trim() }))
    .filter((turn) => turn.content !== '')
    .slice(-CHAT_CONTEXT_TURNS);
  const last = messages.findLast((message) => message.role !== 'system');
  const question = last?.role === 'user' ? last.content.trim() : '';
  if (question === '') throw new AppError('VALIDATION_FAILED', QUESTION_REQUIRED_MESSAGE);
  return { turns, question };
}
