// The vision capability through an OpenAI-compatible model (OPENAI_VISION_MODEL). Refusal, timeout,
// cut-off, HTTP errors and anything off-schema all mean "unavailable", never "safe".
import type OpenAI from 'openai';
import type { Logger } from '../../lib/logger';
import { failureReason } from '../openai/failure-reason';
import { buildVisionMessages } from './vision-prompt';
import { parseVisionOutput, toVisionFindings, VISION_RESPONSE_FORMAT } from './vision-output';
import type { VisionOutcome, VisionRequest, VisionUnavailableReason } from './vision-types';

const VISION_MAX_TOKENS = 800;

export type OpenAiVisionDeps = { client: OpenAI; model: string; logger: Logger };

export async function openAiAnalyzeImage(
  deps: OpenAiVisionDeps,
  request: VisionRequest,
): Promise<VisionOutcome> {
  const { client, model, logger } = deps;
  const unavailable = (reason: VisionUnavailableReason, error?: unknown): VisionOutcome => {
    logger.warn({ err: error, reason }, 'Vision model unusable; the image is judged without it');
    return { status: 'unavailable', reason };
  };
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create(
      {
        model,
        messages: buildVisionMessages(request.image),
        response_format: VISION_RESPONSE_FORMAT,
        max_completion_tokens: VISION_MAX_TOKENS,
      },
      { timeout: request.timeoutMs, maxRetries: 0, signal: request.signal },
    );
  } catch (error) {
    const reason = failureReason(error);
    return unavailable(reason === 'timeout' ? 'timeout' : 'error', error);
  }
  const choice = completion.choices[0];
  if (choice === undefined) return unavailable('malformed');
  if (typeof choice.message.refusal === 'string' && choice.message.refusal !== '')
    return unavailable('refusal');
  if (choice.finish_reason === 'length') return unavailable('truncated');
  const output = parseVisionOutput(choice.message.content);
  if (output === null) return unavailable('malformed');
  return { status: 'used', findings: toVisionFindings(output), model };
}
