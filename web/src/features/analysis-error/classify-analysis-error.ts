/**
 * Which error card a failed domain analysis shows, chosen by the error's message text exactly as
 * the order is: rate limits first, then an HTML answer where JSON was expected, then anything else.
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
 * When the wait ends, in words people read: "about 58 minutes (at 14:05)". The spec's exact
 * "try again in N seconds" stays beside it for anyone who parses the text.
 */
export function waitInWords(retryAfterSeconds: number, now: Date = new Date()): string {
  const at = new Date(now.getTime() + retryAfterSeconds * 1000);
  const clock = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (retryAfterSeconds < 60) return `less than a minute (at ${clock})`;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} (at ${clock})`;
}

/**
 * A sentence for people from a "status: body" message: the server's own `{"error":{"message"}}`,
 * or what the status means when the body is some other JSON or an HTML page; null when the message
 * is already plain text.
 */
export function humanErrorMessage(message: string): string | null {
  const match = /^(\d{3}): (.*)$/s.exec(message);
  if (match === null) return null;
  const [, status = '', body = ''] = match;
  const fromServer = readableServerMessage(message);
  if (fromServer !== null) return fromServer;
  if (!/^\s*[[{<]/.test(body)) return null;
  return Number(status) >= 500
    ? 'The analysis service had a problem on its side. Please try again later.'
    : `The analysis service refused the request (status ${status}).`;
}

/**
 * The server's JSON error body (`{"error":{"message"}}`) inside a "status: body" message; null when
 * the body is not one.
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
