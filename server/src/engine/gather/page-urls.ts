import type { NormalizedTarget } from '@scamcheck/shared';

const HAS_HTTP_SCHEME = /^https?:\/\//i;

/**
 * The URLs to fetch for a target, in order: a URL the user gave exactly as given; for a bare domain
 * https first and plain http as the fallback (the host keeps a typed www., which some sites need).
 */
export function pageUrlsFor(target: NormalizedTarget): string[] {
  if (target.url === null) return [];
  if (HAS_HTTP_SCHEME.test(target.input)) return [target.url];
  const https = new URL(target.url);
  https.protocol = 'https:';
  return [https.href, target.url];
}

/** Host and port of the TLS handshake: the https URL's, or port 443 of the host. */
export function tlsEndpointFor(target: NormalizedTarget): { hostname: string; port: number } | null {
  const [first] = pageUrlsFor(target);
  if (first === undefined) return null;
  const url = new URL(first);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return { hostname, port: url.protocol === 'https:' && url.port !== '' ? Number(url.port) : 443 };
}
