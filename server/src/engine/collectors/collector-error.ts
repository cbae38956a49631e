import { SafeFetchError, type Hop } from '../../lib/safe-fetch';

export const COLLECTOR_ERROR_CODES = [
  'timeout',
  'blocked',
  'unreachable',
  'too_large',
  'invalid_response',
  'not_applicable',
  'resolver_broken',
] as const;

export type CollectorErrorCode = (typeof COLLECTOR_ERROR_CODES)[number];

/**
 * What every collector throws when it cannot gather its facts; the engine marks that check
 * "unavailable" and keeps going. `hops` keeps a partial redirect chain (e.g. up to a blocked redirect).
 */
export class CollectorError extends Error {
  override readonly name = 'CollectorError';
  readonly collector: string;
  readonly code: CollectorErrorCode;
  readonly hops: Hop[];

  constructor(
    collector: string,
    code: CollectorErrorCode,
    message: string,
    options: { cause?: unknown; hops?: Hop[] } = {},
  ) {
    super(message, { cause: options.cause });
    this.collector = collector;
    this.code = code;
    this.hops = options.hops ?? [];
  }
}

const FROM_SAFE_FETCH: Record<SafeFetchError['code'], CollectorErrorCode> = {
  invalid_url: 'blocked',
  blocked_scheme: 'blocked',
  blocked_credentials: 'blocked',
  blocked_host: 'blocked',
  blocked_address: 'blocked',
  blocked_port: 'blocked',
  too_many_redirects: 'blocked',
  dns_failed: 'unreachable',
  connection_failed: 'unreachable',
  tls_failed: 'unreachable',
  too_large: 'too_large',
  timeout: 'timeout',
};

/**
 * The failure of a keyed lookup API (Safe Browsing, Web Risk) as this collector's error. Deliberately
 * not the original message: HTTP client errors can include the request URL and its key.
 */
export function keyedLookupError(
  collector: string,
  service: string,
  error: unknown,
  signal: AbortSignal,
): CollectorError {
  if (error instanceof CollectorError) return error;
  const code = signal.aborted ? 'timeout' : error instanceof SyntaxError ? 'invalid_response' : 'unreachable';
  return new CollectorError(collector, code, `${service} lookup failed (${code})`);
}

/** Wraps a failure from safe-fetch (or anything else) as this collector's error, keeping the cause. */
export function toCollectorError(collector: string, error: unknown): CollectorError {
  if (error instanceof CollectorError) return error;
  if (error instanceof SafeFetchError) {
    return new CollectorError(collector, FROM_SAFE_FETCH[error.code], error.message, {
      cause: error,
      hops: error.hops,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new CollectorError(collector, 'unreachable', message, { cause: error });
}
