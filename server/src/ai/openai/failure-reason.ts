import { APIConnectionTimeoutError } from 'openai';
import type { ExplanationFallbackReason } from '../ai-provider';

/** What went wrong calling the model, in the words a report and a log use. */
export function failureReason(error: unknown): ExplanationFallbackReason {
  return error instanceof APIConnectionTimeoutError ? 'timeout' : 'error';
}
