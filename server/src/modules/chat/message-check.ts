// A message pasted into the chat ("I got this text: …") is checked by the message analyzer, and the
// assistant answers with its verdict. The analysis runs in the process, without the network, so like the
// rest of a chat turn it is bounded by the chat's own hourly limit rather than the analysis allowance.
import { MESSAGE_MAX_CHARS } from '@scamcheck/shared';
import { digestMessage, type MessageCheck } from '../../ai/ai-provider';
import { looksLikePastedMessage } from '../../ai/assistant/pasted-message';
import type { MessageAnalyzer } from '../../messages/message-analyzer';

export type CheckMessage = (question: string) => MessageCheck | undefined;

export function createMessageCheck(analyzer: MessageAnalyzer): CheckMessage {
  return (question) => {
    if (question.length > MESSAGE_MAX_CHARS || !looksLikePastedMessage(question)) return undefined;
    return digestMessage(analyzer.analyze({ text: question }));
  };
}
