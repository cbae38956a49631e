// Suffix look-ups against the shortener and free-hosting lists, by walking the host's own suffixes.
import {
  BLOG_HOSTING_SUFFIXES,
  FORM_BUILDER_SUFFIXES,
  FREE_HOSTING_SUFFIXES,
  IPFS_GATEWAYS,
  USER_CONTENT_HOSTS,
} from '../data/free-hosting';
import { SHORTENER_DOMAINS } from '../data/shorteners';

export type HostingKind = 'free-hosting' | 'blog' | 'user-content';
export type HostingMatch = { suffix: string; kind: HostingKind };

/** Hosts that are themselves the shared space (sites.google.com, ipfs.io). */
const SELF_MATCHING = new Map<string, HostingKind>([
  ...USER_CONTENT_HOSTS.map((host) => [host, 'user-content'] as const),
  ...IPFS_GATEWAYS.map((host) => [host, 'free-hosting'] as const),
]);
/** Platforms whose subdomains are users' sites (x.web.app). */
const PARENT_MATCHING = new Map<string, HostingKind>([
  ...BLOG_HOSTING_SUFFIXES.map((suffix) => [suffix, 'blog'] as const),
  ...FREE_HOSTING_SUFFIXES.map((suffix) => [suffix, 'free-hosting'] as const),
  ...FORM_BUILDER_SUFFIXES.map((suffix) => [suffix, 'user-content'] as const),
  ...SELF_MATCHING,
]);

/** The free-hosting suffix a host is published under, and its kind; null for ordinary sites. */
export function freeHostingOf(hostname: string): HostingMatch | null {
  const self = SELF_MATCHING.get(hostname);
  if (self) return { suffix: hostname, kind: self };
  for (let dot = hostname.indexOf('.'); dot >= 0; dot = hostname.indexOf('.', dot + 1)) {
    const suffix = hostname.slice(dot + 1);
    const kind = PARENT_MATCHING.get(suffix);
    if (kind) return { suffix, kind };
  }
  return null;
}

/** A link shortener, or a branded short-link subdomain of one (abc.app.link). */
export function isShortenerHost(hostname: string): boolean {
  if (SHORTENER_DOMAINS.has(hostname)) return true;
  const dot = hostname.indexOf('.');
  return dot >= 0 && SHORTENER_DOMAINS.has(hostname.slice(dot + 1));
}
