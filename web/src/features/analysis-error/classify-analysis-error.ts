/**
 * Which error card a failed check shows, decided on the typed error (docs/web.md): a refused-for-now
 * answer (HTTP 429 or code RATE_LIMITED) first, then an HTML page where JSON was expected, then
 * anything else with a sentence for people.
 */
import { ApiError, humanErrorText } from '../../lib/api-error';

export type AnalysisErrorKind =
  | { kind: 'rate-limit'; retryAfterSeconds: number | null }
  | { kind: 'invalid-response' }
  | { kind: 'generic'; message: string };

export function classifyAnalysisError(error: unknown): AnalysisErrorKind {
  if (error instanceof ApiError) {
    if (error.isRateLimited) return { kind: 'rate-limit', retryAfterSeconds: error.retryAfterSeconds };
    if (error.isHtml) return { kind: 'invalid-response' };
    return { kind: 'generic', message: error.humanMessage() };
  }
  // response.json() on an HTML page: "Unexpected token '<'…".
  if (error instanceof SyntaxError) return { kind: 'invalid-response' };
  return { kind: 'generic', message: humanErrorText(error) };
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
