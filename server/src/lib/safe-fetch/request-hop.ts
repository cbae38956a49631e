import { Agent } from 'undici';
import { createPinnedConnector } from './pinned-connector';
import { readCappedBody } from './read-capped-body';
import { toSafeFetchError } from './to-safe-fetch-error';
import type { CheckedTarget, TlsClientOptions } from './types';

export interface HopRequest {
  method: 'GET' | 'HEAD';
  headers: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
  onOverflow: 'truncate' | 'error';
  tls?: TlsClientOptions;
  signal?: AbortSignal;
}

export interface HopResult {
  status: number;
  headers: Record<string, string>;
  /** Raw Location header of a redirect response, otherwise null (and the body is read). */
  location: string | null;
  address: string;
  body: Uint8Array;
  truncated: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * One request to one checked target, never following redirects. Everything (connect, headers,
 * body) shares one deadline, so a server sending a byte every few seconds is cut off too.
 */
export async function requestHop(target: CheckedTarget, request: HopRequest): Promise<HopResult> {
  const deadline = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
  let address = '';
  const agent = new Agent({
    connect: createPinnedConnector({
      target,
      timeoutMs: request.timeoutMs,
      tls: request.tls,
      onConnected: (connected) => (address = connected),
    }),
    headersTimeout: request.timeoutMs,
    bodyTimeout: request.timeoutMs,
  });
  try {
    const response = await untilAborted(
      agent.request({
        origin: target.url.origin,
        path: `${target.url.pathname}${target.url.search}`,
        method: request.method,
        headers: request.headers,
        signal,
      }),
      signal,
    );
    const headers = flattenHeaders(response.headers);
    const location = REDIRECT_STATUSES.has(response.statusCode) ? (headers['location'] ?? null) : null;
    if (location !== null || request.method === 'HEAD') {
      // The body of a redirect is never read; destroying it emits an abort error nobody needs.
      response.body.on('error', () => undefined).destroy();
      return {
        status: response.statusCode,
        headers,
        location,
        address,
        body: new Uint8Array(),
        truncated: false,
      };
    }
    const body = await readCappedBody(response.body, {
      contentEncoding: headers['content-encoding'],
      maxBytes: request.maxBytes,
      onOverflow: request.onOverflow,
    });
    return { status: response.statusCode, headers, location, address, ...body };
  } catch (error) {
    throw toSafeFetchError(error, { host: target.url.host, timedOut: signal.aborted });
  } finally {
    // Not awaited: closing a socket still stuck in a TLS handshake can take until undici's own timer.
    void agent.destroy().catch(() => undefined);
  }
}

/**
 * undici only notices an abort once a pending connection settles, so a stalled TLS handshake would
 * outlive the deadline; racing the signal makes the deadline exact.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  void promise.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason instanceof Error ? signal.reason : new Error('Aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}
