// Public surface of safe-fetch: the only way server code fetches a user-supplied URL.
export { isPublicAddress } from './address-policy';
export {
  createSafeFetcher,
  DEFAULT_ALLOWED_PORTS,
  type ConnectTlsOptions,
  type SafeFetcher,
} from './create-safe-fetcher';
export { classifyHostname } from './hostname-policy';
export { readCappedBody, type CappedBody } from './read-capped-body';
export { createDnsServerResolveHost, systemResolveHost, type ResolveHost } from './resolve-host';
export { SAFE_FETCH_ERROR_CODES, SafeFetchError, type SafeFetchErrorCode } from './safe-fetch-error';
export type {
  CertificateFacts,
  CheckedTarget,
  Hop,
  SafeFetchInit,
  SafeFetcherOptions,
  SafeResponse,
  TlsClientOptions,
} from './types';
