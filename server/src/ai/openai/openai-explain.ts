// Report summaries through an OpenAI-compatible model with structured output. Every way the model
// can fail (refusal, timeout, cut-off, malformed, out-of-range or off-verdict output) falls back to the
// template, and a page that tried to instruct AI reviewers never reaches the model.
import { bandForScore } from '@scamcheck/shared';
import type OpenAI from 'openai';
import type { Explanation, ExplanationFallbackReason, ExplainRequest } from '../ai-provider';
import type { Logger } from '../../lib/logger';
import { adjustedScore } from '../explanation/apply-explanation';
import { hasManipulationAttempt, isConsistentSummary } from '../explanation/summary-consistency';
import { templateExplanation } from '../offline-provider';
import { buildExplainMessages } from '../prompts/explain-prompt';
import { EXPLANATION_RESPONSE_FORMAT, parseExplanationOutput } from './explanation-output';
import { failureReason } from './failure-reason';

const EXPLAIN_MAX_TOKENS = 400;

export type OpenAiExplainDeps = { client: OpenAI; model: string; timeoutMs: number; logger: Logger };

export async function openAiExplain(deps: OpenAiExplainDeps, request: ExplainRequest): Promise<Explanation> {
  const { client, model, timeoutMs, logger } = deps;
  const fallback = (reason: ExplanationFallbackReason, error?: unknown): Explanation => {
    logger.warn(
      { err: error, reason, domain: request.report.domain },
      'Model summary unusable; using the template',
    );
    return templateExplanation(request, reason);
  };
  // Whatever the page says is a trap: the model is not asked to read it.
  if (hasManipulationAttempt(request.report.findings)) return fallback('manipulated');
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create(
      {
        model,
        messages: buildExplainMessages(request),
        response_format: EXPLANATION_RESPONSE_FORMAT,
        max_completion_tokens: EXPLAIN_MAX_TOKENS,
      },
      // No retries: the analysis is waiting, and the template is a fine answer when the model stumbles.
      { timeout: timeoutMs, maxRetries: 0, signal: request.signal },
    );
  } catch (error) {
    return fallback(failureReason(error), error);
  }
  const choice = completion.choices[0];
  if (choice === undefined) return fallback('malformed');
  if (typeof choice.message.refusal === 'string' && choice.message.refusal !== '') return fallback('refusal');
  if (choice.finish_reason === 'length') return fallback('truncated');
  const output = parseExplanationOutput(choice.message.content);
  if (output === null) return fallback('malformed');
  const band = bandForScore(adjustedScore(request.report, output.scoreAdjustment));
  if (!isConsistentSummary(output.summary, band)) return fallback('inconsistent');
  return { source: 'model', summary: output.summary, scoreAdjustment: output.scoreAdjustment, model };
}
