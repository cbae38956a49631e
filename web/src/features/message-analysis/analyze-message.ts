/** POST /api/analyze-message: a pasted message in, its analysis back. */
import {
  MessageAnalysisResultSchema,
  type AnalyzeMessageRequest,
  type MessageAnalysisResult,
} from '@scamcheck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { QUOTA_PATH } from '../dashboard/quota-query';

export const ANALYZE_MESSAGE_PATH = '/api/analyze-message';

/** Rejects with an ApiError (status, code, the server's sentence) the error card reads. */
export async function analyzeMessage(input: AnalyzeMessageRequest): Promise<MessageAnalysisResult> {
  const response = await apiRequest('POST', ANALYZE_MESSAGE_PATH, input);
  return MessageAnalysisResultSchema.parse(await response.json());
}

export function useAnalyzeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeMessage,
    // Every check counts against this hour's allowance, refused or not.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [QUOTA_PATH] }),
  });
}
