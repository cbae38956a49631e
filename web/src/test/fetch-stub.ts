/** Stands in for the network at the browser boundary: answers by path with real Response objects. */
import { vi } from 'vitest';

export type RecordedRequest = {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials?: string;
};
type Responder = () => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/**
 * Replaces globalThis.fetch; unknown paths answer 404 so a missing stub shows up as "signed out"/"empty".
 * A key is a path ("/api/user"), or a method and a path ("DELETE /api/admin/errors"), which wins.
 */
export function stubFetch(responders: Record<string, Responder>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      credentials: init.credentials,
    });
    const path = new URL(url, window.location.href).pathname;
    const responder = responders[`${init.method ?? 'GET'} ${path}`] ?? responders[path];
    return responder ? responder() : new Response('Not found', { status: 404, statusText: 'Not Found' });
  });
  return requests;
}

/** A response that never arrives, to observe loading states. */
export function pending(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}
