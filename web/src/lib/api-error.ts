/**
 * The error every failed call to our API throws: the HTTP status, the server's error code and
 * sentence from its `{ "error": { "code", "message" } }` body, and the `Retry-After` wait. Callers
 * decide on `status` and `code`, never on the message text. The message keeps the catalogue's
 * `${status}: ${body || statusText}` form for logs and the error console; people are shown
 * `humanMessage()` instead.
 */
import { ErrorCodeSchema, type ErrorCode } from '@scamcheck/shared';
import { z } from 'zod';

// Only the message is required: a code this client does not know must not hide the sentence.
// `{ error: "sentence" }` is the older form some endpoints of the catalogue describe; it is read too.
const LooseErrorBodySchema = z.object({
  error: z.union([z.object({ message: z.string(), code: z.string().optional() }), z.string()]),
});

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's error code, or null when the body was not our JSON error (a proxy's page, empty). */
  readonly code: ErrorCode | null;
  /** The server's own sentence for people, or null when the body had none. */
  readonly serverMessage: string | null;
  /** Seconds from the `Retry-After` header, or from the sentence's "try again in N"; null when neither. */
  readonly retryAfterSeconds: number | null;
  /** True when the body was an HTML page (a proxy or a maintenance page), not our JSON. */
  readonly isHtml: boolean;

  constructor(init: { status: number; statusText?: string; body?: string; retryAfter?: string | null }) {
    const body = init.body ?? '';
    super(`${init.status}: ${body || init.statusText || ''}`);
    this.status = init.status;
    const parsed = parseErrorBody(body);
    this.code = parsed?.code ?? null;
    this.serverMessage = parsed?.message.trim() ? parsed.message : null;
    this.retryAfterSeconds = retryAfterOf(init.retryAfter ?? null, this.serverMessage);
    this.isHtml = /^\s*</.test(body);
  }

  get isRateLimited(): boolean {
    return this.status === 429 || this.code === 'RATE_LIMITED';
  }

  /** A sentence for people: the server's, or what the status means. Never JSON or HTML. */
  humanMessage(): string {
    if (this.serverMessage !== null) return this.serverMessage;
    if (this.status === 404) return 'We could not find that. It may have been removed.';
    if (this.status >= 500) return 'The analysis service had a problem on its side. Please try again later.';
    return `The analysis service refused the request (status ${this.status}).`;
  }
}

function parseErrorBody(body: string): { code: ErrorCode | null; message: string } | null {
  if (!body.trimStart().startsWith('{')) return null;
  try {
    const parsed = LooseErrorBodySchema.safeParse(JSON.parse(body));
    if (!parsed.success) return null;
    const { error } = parsed.data;
    if (typeof error === 'string') return { code: null, message: error };
    const code = ErrorCodeSchema.safeParse(error.code);
    return { code: code.success ? code.data : null, message: error.message };
  } catch {
    return null;
  }
}

function retryAfterOf(header: string | null, sentence: string | null): number | null {
  if (header !== null && /^\d+$/.test(header.trim())) return Number(header.trim());
  const inSentence = sentence === null ? undefined : /try again in (\d+)/i.exec(sentence)?.[1];
  return inSentence === undefined ? null : Number(inSentence);
}

/** Turns a non-OK response into an ApiError; resolves for an OK one. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError({
    status: response.status,
    statusText: response.statusText,
    body,
    retryAfter: response.headers.get('Retry-After'),
  });
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export const FALLBACK_ERROR_MESSAGE = 'An error occurred';
export const OFFLINE_MESSAGE = 'Could not reach ScamCheck. Check your internet connection and try again.';
export const UNREADABLE_ANSWER_MESSAGE =
  'The server answered with something this page could not read. Please reload the page and try again.';

/** What to tell people about any failure of a call: never a status line, JSON or HTML. */
export function humanErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.humanMessage();
  // fetch() rejects with a TypeError only when no answer came at all.
  if (error instanceof TypeError) return OFFLINE_MESSAGE;
  if (error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError'))
    return UNREADABLE_ANSWER_MESSAGE;
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return FALLBACK_ERROR_MESSAGE;
}
