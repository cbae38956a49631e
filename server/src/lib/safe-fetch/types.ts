/** One response seen while following a URL: redirects carry their Location, the last one has none. */
export interface Hop {
  url: string;
  status: number;
  location: string | null;
  /** The validated IP address the request was actually sent to. */
  address: string;
}

export interface SafeResponse {
  /** Final URL after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** Decoded (gzip/deflate/br removed) body, at most `maxBytes` long. */
  body: Uint8Array;
  truncated: boolean;
  hops: Hop[];
}

export interface SafeFetchInit {
  method?: 'GET' | 'HEAD';
  /** Extra request headers (Accept, Accept-Language…). Host, Cookie and Authorization are never sent. */
  headers?: Record<string, string>;
  maxBytes?: number;
  /** What to do when the decoded body passes `maxBytes`: keep the first part, or fail with `too_large`. */
  onOverflow?: 'truncate' | 'error';
  maxRedirects?: number;
  /** Caller's overall budget (per-scan deadline); each hop also has its own `timeoutMs`. */
  signal?: AbortSignal;
}

export interface TlsClientOptions {
  /** Extra trusted CA certificates (PEM), e.g. a test site's self-signed certificate. */
  ca?: string | string[];
}

export interface SafeFetcherOptions {
  resolveHost?: (hostname: string) => Promise<string[]>;
  isAddressAllowed?: (ip: string) => boolean;
  allowedPorts?: number[];
  maxRedirects?: number;
  maxBytes?: number;
  timeoutMs?: number;
  userAgent?: string;
  tls?: TlsClientOptions;
}

/** A URL that passed every rule, with the addresses it may be connected to (and no others). */
export interface CheckedTarget {
  url: URL;
  hostname: string;
  port: number;
  addresses: string[];
}

export interface CertificateFacts {
  hostname: string;
  address: string;
  port: number;
  protocol: string | null;
  authorized: boolean;
  authorizationError: string | null;
  issuer: { organization: string | null; commonName: string | null };
  subject: { commonName: string | null };
  subjectAltNames: string[];
  validFrom: string;
  validTo: string;
  selfSigned: boolean;
  sanMatch: boolean;
  fingerprint256: string;
}
