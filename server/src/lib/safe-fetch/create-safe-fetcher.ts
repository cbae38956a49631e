import { isPublicAddress } from './address-policy';
import { checkTarget, type TargetPolicy } from './check-target';
import { connectTlsTo } from './connect-tls';
import { requestHop, type HopResult } from './request-hop';
import { systemResolveHost } from './resolve-host';
import { SafeFetchError } from './safe-fetch-error';
import type {
  CertificateFacts,
  CheckedTarget,
  Hop,
  SafeFetcherOptions,
  SafeFetchInit,
  SafeResponse,
} from './types';

export interface SafeFetcher {
  fetch(url: string | URL, init?: SafeFetchInit): Promise<SafeResponse>;
  resolveAndCheck(url: string | URL): Promise<CheckedTarget>;
  connectTls(hostname: string, options?: ConnectTlsOptions): Promise<CertificateFacts>;
}

export interface ConnectTlsOptions {
  port?: number;
  /** Handshake deadline; default: the fetcher's per-hop timeout. */
  timeoutMs?: number;
}

export const DEFAULT_ALLOWED_PORTS: readonly number[] = [80, 443, 8080, 8443];
const DEFAULTS = { maxRedirects: 5, maxBytes: 2 * 1024 * 1024, timeoutMs: 5000, userAgent: 'ScamCheck/1.0' };

/**
 * The only code that fetches a user-supplied URL or follows a redirect. Every hop is checked
 * (scheme, credentials, host name, every resolved address, port) and connected to the checked address.
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const policy: TargetPolicy = {
    resolveHost: options.resolveHost ?? systemResolveHost,
    isAddressAllowed: options.isAddressAllowed ?? isPublicAddress,
    allowedPorts: options.allowedPorts ?? DEFAULT_ALLOWED_PORTS,
    timeoutMs,
  };
  const resolveAndCheck = (url: string | URL): Promise<CheckedTarget> => checkTarget(url, policy);

  async function fetch(input: string | URL, init: SafeFetchInit = {}): Promise<SafeResponse> {
    const maxRedirects = init.maxRedirects ?? options.maxRedirects ?? DEFAULTS.maxRedirects;
    const headers = {
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      ...callerHeaders(init.headers),
      'user-agent': options.userAgent ?? DEFAULTS.userAgent,
      'accept-encoding': 'gzip, deflate, br',
    };
    const hops: Hop[] = [];
    let next: string | URL = input;
    for (;;) {
      if (init.signal?.aborted) {
        throw new SafeFetchError('timeout', 'The time allowed for this fetch ran out', { hops });
      }
      const target = await resolveAndCheck(next).catch((error: unknown) => {
        throw error instanceof SafeFetchError && hops.length > 0 ? error.asRedirectFailure(hops) : error;
      });
      const result = await requestHop(target, {
        method: init.method ?? 'GET',
        headers,
        timeoutMs,
        maxBytes: init.maxBytes ?? options.maxBytes ?? DEFAULTS.maxBytes,
        onOverflow: init.onOverflow ?? 'truncate',
        tls: options.tls,
        signal: init.signal,
      }).catch((error: unknown) => {
        throw error instanceof SafeFetchError ? error.withHops([...hops]) : error;
      });
      const location = recordHop(hops, target, result);
      if (location === null) {
        const { status, headers: responseHeaders, body, truncated } = result;
        return { url: target.url.href, status, headers: responseHeaders, body, truncated, hops };
      }
      if (hops.length > maxRedirects) {
        throw new SafeFetchError('too_many_redirects', `Stopped after ${maxRedirects} redirects`, { hops });
      }
      next = location;
    }
  }

  const connectTls = async (
    hostname: string,
    tlsOptions: ConnectTlsOptions = {},
  ): Promise<CertificateFacts> => {
    const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
    const target = await resolveAndCheck(`https://${host}:${tlsOptions.port ?? 443}/`);
    return connectTlsTo(target, { timeoutMs: tlsOptions.timeoutMs ?? timeoutMs, tls: options.tls });
  };

  return { fetch, resolveAndCheck, connectTls };
}

// Credentials and framing are never taken from callers: they would follow redirects to other hosts.
const FORBIDDEN_HEADERS = new Set([
  'host',
  'cookie',
  'authorization',
  'proxy-authorization',
  'connection',
  'content-length',
  'transfer-encoding',
]);

function callerHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .filter(([name]) => !FORBIDDEN_HEADERS.has(name)),
  );
}

/** Adds the hop to the chain; returns the absolute URL to follow next, or null for a final response. */
function recordHop(hops: Hop[], target: CheckedTarget, result: HopResult): string | null {
  const raw = result.location;
  const location = raw !== null && URL.canParse(raw, target.url.href) ? new URL(raw, target.url).href : null;
  hops.push({
    url: target.url.href,
    status: result.status,
    location: location ?? raw,
    address: result.address,
  });
  if (raw !== null && location === null) {
    throw new SafeFetchError('invalid_url', 'Not a valid URL').asRedirectFailure(hops);
  }
  return location;
}
