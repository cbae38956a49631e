/** POST /api/unwrap: follows a link's redirects on the server and returns every hop. */
import { UnwrapResponseSchema, type UnwrapResponse } from '@scamcheck/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const UNWRAP_PATH = '/api/unwrap';

export async function unwrapLink(url: string): Promise<UnwrapResponse> {
  const response = await apiRequest('POST', UNWRAP_PATH, { url });
  const body: unknown = await response.json();
  return UnwrapResponseSchema.parse(body);
}

export function useUnwrapLink() {
  return useMutation({ mutationFn: unwrapLink });
}

/** The host a chain ends on, for "Analyze …"; null when the final URL cannot be parsed. */
export function finalHost(result: UnwrapResponse): string | null {
  try {
    return new URL(result.finalUrl).hostname || null;
  } catch {
    return null;
  }
}
