// Turns whatever the user typed (URL or bare domain) into the one canonical shape every check uses:
// ASCII host for lookups, Unicode host for display, and the registrable domain ("site") per the PSL.
import { parse as parseDomain } from 'tldts';
import { hostToUnicode } from './idn';

export type NormalizedTarget = {
  /** The input exactly as given (trimmed). */
  input: string;
  /** Canonical WHATWG href: the URL given, or `http://host/` synthesised for a bare domain; null if unparsable. */
  url: string | null;
  /** ASCII (punycode), lowercase, no trailing dot, one leading `www.` dropped; IPv6 without brackets. */
  hostname: string;
  unicodeHostname: string;
  /** eTLD+1 with private suffixes on (`user.github.io` is its own site); null for IPs. */
  registrableDomain: string | null;
  publicSuffix: string | null;
  /** Labels left of the registrable domain, after the `www.` drop; '' when none. */
  subdomain: string;
  isIp: boolean;
  /** URL path ('/' for a bare domain), '' when unparsable. */
  path: string;
  /** Query string without the leading '?'. */
  query: string;
};

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const PARSE_OPTIONS = { allowPrivateDomains: true, extractHostname: false, validateHostname: false } as const;

export function normalizeTarget(input: string): NormalizedTarget {
  const trimmed = input.trim();
  const parsed = tryParseUrl(HAS_SCHEME.test(trimmed) ? trimmed : `http://${trimmed}`);
  const rawHost = parsed ? parsed.hostname : fallbackHost(trimmed);
  const host = cleanHost(rawHost);
  const site = describeHost(host);
  return {
    input: trimmed,
    url: parsed ? parsed.href : null,
    hostname: site.hostname,
    unicodeHostname: hostToUnicode(site.hostname),
    registrableDomain: site.registrableDomain,
    publicSuffix: site.publicSuffix,
    subdomain: site.subdomain,
    isIp: site.isIp,
    path: parsed ? parsed.pathname : '',
    query: parsed ? parsed.search.slice(1) : '',
  };
}

function tryParseUrl(candidate: string): URL | null {
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

// Best effort for strings WHATWG rejects: keep what sits between the scheme and the first / ? #.
function fallbackHost(text: string): string {
  const authority = text.replace(HAS_SCHEME, '').split(/[/?#\\]/, 1)[0] ?? '';
  const afterUserinfo = authority.slice(authority.lastIndexOf('@') + 1);
  return afterUserinfo.startsWith('[') ? afterUserinfo : afterUserinfo.replace(/:\d*$/, '');
}

function cleanHost(host: string): string {
  let clean = host.toLowerCase().replace(/\.+$/, '');
  if (clean.startsWith('[') && clean.endsWith(']')) clean = clean.slice(1, -1);
  return clean;
}

type HostParts = Pick<
  NormalizedTarget,
  'hostname' | 'registrableDomain' | 'publicSuffix' | 'subdomain' | 'isIp'
>;

function describeHost(host: string): HostParts {
  const result = parseDomain(host, PARSE_OPTIONS);
  if (result.isIp === true || host.includes(':')) {
    return { hostname: host, registrableDomain: null, publicSuffix: null, subdomain: '', isIp: true };
  }
  const subdomain = result.subdomain ?? '';
  // Drop exactly one leading www. — only when it is a subdomain label (www.com is a site of its own).
  const dropsWww = subdomain === 'www' || subdomain.startsWith('www.');
  return {
    hostname: dropsWww ? host.slice(4) : host,
    // A host that is itself a wildcard public suffix (x.r.appspot.com) is its own site.
    registrableDomain: result.domain ?? (host === '' ? null : host),
    publicSuffix: result.publicSuffix,
    subdomain: dropsWww ? subdomain.slice(4) : subdomain,
    isIp: false,
  };
}
