/**
 * Which error card a failed domain analysis shows, chosen by the error's message text exactly as
 * spec §8 says: rate limits first, then an HTML answer where JSON was expected, then anything else.
 */

export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

export type AnalysisErrorKind =
  | { kind: 'rate-limit'; retryAfterSeconds: number | null }
  | { kind: 'invalid-response' }
  | { kind: 'generic'; message: string };

const RATE_LIMIT_MARKERS = ['Rate limit', '429', 'Too many requests'];
const HTML_MARKERS = ['HTML', 'DOCTYPE', 'Unexpected token'];
const RETRY_AFTER = /try again in (\d+)/i;

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return FALLBACK_ERROR_MESSAGE;
}

export function classifyAnalysisError(message: string): AnalysisErrorKind {
  if (RATE_LIMIT_MARKERS.some((marker) => message.includes(marker))) {
    const seconds = RETRY_AFTER.exec(message)?.[1];
    return { kind: 'rate-limit', retryAfterSeconds: seconds === undefined ? null : Number(seconds) };
  }
  if (HTML_MARKERS.some((marker) => message.includes(marker))) return { kind: 'invalid-response' };
  return { kind: 'generic', message: message === '' ? FALLBACK_ERROR_MESSAGE : message };
}

/** The sentence the rate-limit card ends with. */
export function retryAdvice(retryAfterSeconds: number | null): string {
  return retryAfterSeconds === null
    ? 'Please try again in a few moments.'
    : `Please try again in ${retryAfterSeconds} seconds.`;
}

/**
 * The server's JSON error body (`{"error":{"message"}}`) inside a "status: body" message, for a
 * readable line above the raw text; null when the body is not one.
 */
export function readableServerMessage(message: string): string | null {
  const body = /^\d{3}: (\{.*\})$/s.exec(message)?.[1];
  if (body === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return null;
    const { error } = parsed;
    if (typeof error !== 'object' || error === null || !('message' in error)) return null;
    return typeof error.message === 'string' ? error.message : null;
  } catch {
    return null;
  }
}
