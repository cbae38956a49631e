import type { Hop } from './types';

export const SAFE_FETCH_ERROR_CODES = [
  'invalid_url',
  'blocked_scheme',
  'blocked_credentials',
  'blocked_host',
  'blocked_address',
  'blocked_port',
  'dns_failed',
  'too_many_redirects',
  'too_large',
  'timeout',
  'connection_failed',
  'tls_failed',
] as const;

export type SafeFetchErrorCode = (typeof SAFE_FETCH_ERROR_CODES)[number];

/**
 * The one error safe-fetch throws. `hops` carries the redirect chain seen before the failure so callers
 * can still report a partial result ("redirect to a private address blocked").
 */
export class SafeFetchError extends Error {
  override readonly name = 'SafeFetchError';
  readonly code: SafeFetchErrorCode;
  readonly hops: Hop[];

  constructor(code: SafeFetchErrorCode, message: string, options: { hops?: Hop[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.hops = options.hops ?? [];
  }

  /** Same failure, seen while checking a redirect target: the message says so and the chain is attached. */
  asRedirectFailure(hops: Hop[]): SafeFetchError {
    const subject = REDIRECT_SUBJECTS[this.code];
    const message = subject ? `Redirect to ${subject} blocked: ${this.message}` : this.message;
    return new SafeFetchError(this.code, message, { hops, cause: this });
  }

  withHops(hops: Hop[]): SafeFetchError {
    return new SafeFetchError(this.code, this.message, { hops, cause: this.cause });
  }
}

const REDIRECT_SUBJECTS: Partial<Record<SafeFetchErrorCode, string>> = {
  invalid_url: 'an invalid URL',
  blocked_scheme: 'a non-web scheme',
  blocked_credentials: 'a URL with credentials',
  blocked_host: 'an internal host name',
  blocked_address: 'a private address',
  blocked_port: 'a disallowed port',
  dns_failed: 'an unresolvable host',
};
