/** POST /api/analyze-message: a pasted message in, its analysis back; failures become one readable sentence. */
import {
  MessageAnalysisResultSchema,
  type AnalyzeMessageRequest,
  type MessageAnalysisResult,
} from '@scamcheck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { readableServerMessage } from '../analysis-error/classify-analysis-error';
import { QUOTA_PATH } from '../dashboard/quota-query';

export const ANALYZE_MESSAGE_PATH = '/api/analyze-message';

export const MESSAGE_CHECK_FAILED = 'The message could not be checked. Please try again in a moment.';
export const MESSAGE_CHECK_OFFLINE =
  'Could not reach ScamCheck. Check your internet connection and try again.';

export async function analyzeMessage(input: AnalyzeMessageRequest): Promise<MessageAnalysisResult> {
  let response: Response;
  try {
    response = await apiRequest('POST', ANALYZE_MESSAGE_PATH, input);
  } catch (error) {
    throw new Error(readableFailure(error));
  }
  const parsed = MessageAnalysisResultSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(MESSAGE_CHECK_FAILED);
  return parsed.data;
}

/** The server's own sentence when it sent one (`{error:{message}}`); never raw JSON or HTML. */
export function readableFailure(error: unknown): string {
  if (!(error instanceof Error)) return MESSAGE_CHECK_FAILED;
  if (!/^\d{3}: /.test(error.message)) return MESSAGE_CHECK_OFFLINE;
  return readableServerMessage(error.message) ?? MESSAGE_CHECK_FAILED;
}

export function useAnalyzeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeMessage,
    // Every check counts against this hour's allowance, refused or not.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [QUOTA_PATH] }),
  });
}
