/**
 * The background's calls to the ScamCheck API. Every request names the extension as its client (the server's
 * usage analytics read the header), is bounded by one timeout over headers and body, and its answer is parsed
 * with the shared schema; any failure becomes a typed `ApiFailure` instead of a throw.
 */
import {
  AnalyzeResponseSchema,
  CLIENT_HEADER_NAME,
  CurrentUserSchema,
  ErrorBodySchema,
  IMAGE_FIELD_NAME,
  ImageAnalysisResultSchema,
  MessageAnalysisResultSchema,
  QuotaSchema,
  type AnalyzeResponse,
  type CurrentUser,
  type AnalyzeMessageRequest,
  type ImageAnalysisResult,
  type MessageAnalysisResult,
  type Quota,
} from '@scamcheck/shared';
import { z } from 'zod';

export const CLIENT_HEADER = CLIENT_HEADER_NAME;
export const CLIENT_NAME = 'extension';

export const API_TIMEOUTS_MS = { read: 5_000, analyze: 20_000, image: 45_000 } as const;

export const ApiFailureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offline'), reason: z.enum(['timeout', 'network-error']) }),
  z.object({ kind: z.literal('rate-limited'), retryAfterSeconds: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('not-found') }),
  z.object({ kind: z.literal('http-error'), status: z.number().int(), message: z.string() }),
  z.object({ kind: z.literal('invalid-response') }),
]);
export type ApiFailure = z.infer<typeof ApiFailureSchema>;

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

type RequestOptions = { method?: 'GET' | 'POST'; body?: BodyInit; json?: unknown; timeoutMs: number };

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(serverUrl: string, fetchImpl: typeof fetch = fetch) {
  async function request<T>(
    path: string,
    schema: z.ZodType<T>,
    options: RequestOptions,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json', [CLIENT_HEADER]: CLIENT_NAME };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetchImpl(`${serverUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
        // The user's session on the site comes along (the server accepts it only from this extension).
        credentials: 'include',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const body = parseJson(await response.text());
      if (!response.ok) return { ok: false, failure: failureOf(response, body) };
      const parsed = schema.safeParse(body);
      return parsed.success
        ? { ok: true, data: parsed.data }
        : { ok: false, failure: { kind: 'invalid-response' } };
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network-error';
      return { ok: false, failure: { kind: 'offline', reason } };
    }
  }

  return {
    serverUrl,
    /** The stored report of a host (free: it does not count against the hourly allowance). */
    domainReport: (host: string): Promise<ApiResult<AnalyzeResponse>> =>
      request(`/api/domain/${encodeURIComponent(host)}`, AnalyzeResponseSchema, {
        timeoutMs: API_TIMEOUTS_MS.read,
      }),
    /** Runs (or reuses, under 24 hours) an analysis; `fresh` forces a new one ("Rescan"). */
    analyze: (target: string, fresh = false): Promise<ApiResult<AnalyzeResponse>> =>
      request(`/api/analyze${fresh ? '?fresh=1' : ''}`, AnalyzeResponseSchema, {
        method: 'POST',
        json: { domain: target },
        timeoutMs: API_TIMEOUTS_MS.analyze,
      }),
    currentUser: (): Promise<ApiResult<CurrentUser>> =>
      request('/api/user', CurrentUserSchema, { timeoutMs: API_TIMEOUTS_MS.read }),
    quota: (): Promise<ApiResult<Quota>> =>
      request('/api/quota', QuotaSchema, { timeoutMs: API_TIMEOUTS_MS.read }),
    analyzeImage: (image: Blob, fileName: string): Promise<ApiResult<ImageAnalysisResult>> => {
      const form = new FormData();
      form.append(IMAGE_FIELD_NAME, image, fileName);
      return request('/api/analyze-image', ImageAnalysisResultSchema, {
        method: 'POST',
        body: form,
        timeoutMs: API_TIMEOUTS_MS.image,
      });
    },
    /** "Check selected text": the selection as a pasted message (counts against the allowance). */
    analyzeMessage: (message: AnalyzeMessageRequest): Promise<ApiResult<MessageAnalysisResult>> =>
      request('/api/analyze-message', MessageAnalysisResultSchema, {
        method: 'POST',
        json: message,
        timeoutMs: API_TIMEOUTS_MS.analyze,
      }),
  };
}

function failureOf(response: Response, body: unknown): ApiFailure {
  if (response.status === 404) return { kind: 'not-found' };
  const message = ErrorBodySchema.safeParse(body);
  const text = message.success ? message.data.error.message : `HTTP ${response.status}`;
  if (response.status === 429) return { kind: 'rate-limited', retryAfterSeconds: retryAfter(response, text) };
  return { kind: 'http-error', status: response.status, message: text };
}

/** Seconds from `Retry-After`, else from the message's "try again in N seconds", else 0 (unknown). */
function retryAfter(response: Response, message: string): number {
  const header = Number(response.headers.get('retry-after'));
  if (Number.isInteger(header) && header > 0) return header;
  const match = /try again in (\d+)/i.exec(message);
  return match?.[1] === undefined ? 0 : Number(match[1]);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
