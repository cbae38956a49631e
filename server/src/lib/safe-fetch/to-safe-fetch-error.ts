import { SafeFetchError } from './safe-fetch-error';

const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);
const DECODING_CODES = new Set(['Z_DATA_ERROR', 'Z_BUF_ERROR', 'ERR_BROTLI_DECOMPRESSION_FAILED']);
const CERTIFICATE_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** Maps whatever undici, net, tls or zlib threw during one hop onto our error codes. */
export function toSafeFetchError(
  error: unknown,
  context: { host: string; timedOut: boolean },
): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (context.timedOut) {
    return new SafeFetchError('timeout', `${context.host} did not answer in time`, { cause: error });
  }
  const code = errorCode(error);
  if (TIMEOUT_CODES.has(code)) {
    return new SafeFetchError('timeout', `${context.host} did not answer in time`, { cause: error });
  }
  if (isTlsCode(code)) {
    return new SafeFetchError('tls_failed', `TLS with ${context.host} failed (${code})`, { cause: error });
  }
  if (DECODING_CODES.has(code)) {
    return new SafeFetchError('connection_failed', `The body from ${context.host} could not be decoded`, {
      cause: error,
    });
  }
  const reason = code === '' ? 'connection error' : code;
  return new SafeFetchError('connection_failed', `Could not fetch from ${context.host} (${reason})`, {
    cause: error,
  });
}

export function isTlsCode(code: string): boolean {
  return code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_') || CERTIFICATE_CODES.has(code);
}

export function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}
