// The assistant through an OpenAI-compatible model: the server's system prompt, the visitor's turns,
// and the same reply guard as the offline assistant on the way out.
import type OpenAI from 'openai';
import { AiUnavailableError, type AssistantRequest } from '../ai-provider';
import { DECLINE_REPLY } from '../assistant/canned-replies';
import { guardReply } from '../assistant/guard-reply';
import { pageForQuestion } from '../assistant/page-for-question';
import { dropUnfinishedSentence } from '../assistant/sentences';
import { lastQuestion } from '../offline-provider';
import { buildChatMessages } from '../prompts/chat-prompt';
import { failureReason } from './failure-reason';

/** Room for four sentences and a link; longer answers are cut by the model server. */
const REPLY_MAX_TOKENS = 300;

export type OpenAiReplyDeps = { client: OpenAI; model: string; systemPrompt: string; canary: string };

export async function openAiReply(deps: OpenAiReplyDeps, request: AssistantRequest): Promise<string> {
  const { client, model, systemPrompt, canary } = deps;
  const completion = await client.chat.completions
    .create(
      {
        model,
        messages: buildChatMessages(systemPrompt, request),
        max_completion_tokens: REPLY_MAX_TOKENS,
      },
      { signal: request.signal },
    )
    .catch((error: unknown) => {
      throw new AiUnavailableError(failureReason(error), { cause: error });
    });
  const choice = completion.choices[0];
  if (choice === undefined) throw new AiUnavailableError('malformed');
  if (typeof choice.message.refusal === 'string' && choice.message.refusal !== '') return DECLINE_REPLY;
  const content = choice.message.content?.trim() ?? '';
  if (content === '')
    throw new AiUnavailableError(choice.finish_reason === 'length' ? 'truncated' : 'malformed');
  // A reply cut by the token limit keeps its complete sentences; the guard re-adds a page link.
  const text = choice.finish_reason === 'length' ? dropUnfinishedSentence(content) : content;
  const question = lastQuestion(request.history);
  return guardReply(text, {
    canary,
    systemPrompt,
    fallbackLink: pageForQuestion(question, request.domainCheck, request.messageCheck),
  });
}
