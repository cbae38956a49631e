/** The one way the web app talks to the server: cookies always, JSON only with a payload, CSRF echo. */
import { throwIfNotOk } from './api-error';
import { readCookie } from './cookies';

export { ApiError, isApiError, throwIfNotOk } from './api-error';

export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'X-CSRF-Token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// The token only goes to our own origin: echoing it to a third party would leak it.
function isSameOrigin(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

function buildHeaders(method: string, url: string, hasPayload: boolean): Headers {
  const headers = new Headers();
  if (hasPayload) headers.set('Content-Type', 'application/json');
  if (!SAFE_METHODS.has(method) && isSameOrigin(url)) {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
  }
  return headers;
}

export type ApiRequestOptions = { signal?: AbortSignal };

/** Sends a request and resolves with the OK response; rejects with the spec's error message otherwise. */
export async function apiRequest(
  method: string,
  url: string,
  payload?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const upperMethod = method.toUpperCase();
  const hasPayload = payload !== undefined;
  const response = await fetch(url, {
    method: upperMethod,
    headers: buildHeaders(upperMethod, url, hasPayload),
    body: hasPayload ? JSON.stringify(payload) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return response;
}

/** GET + JSON parse; the result is unknown until a schema parses it. */
export async function getJson(url: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const response = await apiRequest('GET', url, undefined, options);
  const data: unknown = await response.json();
  return data;
}
