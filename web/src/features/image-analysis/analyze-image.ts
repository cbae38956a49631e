/** POST /api/analyze-image: one file in the multipart field `image`, a scored analysis back. */
import { IMAGE_FIELD_NAME, ImageAnalysisResultSchema, type ImageAnalysisResult } from '@scamcheck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CSRF_COOKIE, CSRF_HEADER, throwIfNotOk } from '../../lib/api-client';
import { readCookie } from '../../lib/cookies';
import { QUOTA_PATH } from '../dashboard/quota-query';

export const ANALYZE_IMAGE_PATH = '/api/analyze-image';

export async function analyzeImage(file: File): Promise<ImageAnalysisResult> {
  const body = new FormData();
  body.append(IMAGE_FIELD_NAME, file);
  // No Content-Type header: the browser writes multipart/form-data with its boundary itself.
  const headers = new Headers();
  const token = readCookie(CSRF_COOKIE);
  if (token) headers.set(CSRF_HEADER, token);
  const response = await fetch(ANALYZE_IMAGE_PATH, { method: 'POST', body, headers, credentials: 'include' });
  // An ApiError: its sentence is the JSON field `error` (a string, or ours: { code, message }).
  await throwIfNotOk(response);
  const data: unknown = await response.json();
  return ImageAnalysisResultSchema.parse(data);
}

export function useAnalyzeImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeImage,
    // Every upload counts against this hour's allowance, refused or not.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [QUOTA_PATH] }),
  });
}
