// Gather, then judge (CONVENTIONS 8): everything the lexical signals look at is derived here once per
// target, so signals stay small pure functions and no work is repeated across them.
import type { Brand } from '../data/brands';
import { hostToUnicode } from '../target/idn';
import type { NormalizedTarget } from '../target/normalize-target';
import { freeHostingOf, type HostingMatch } from './hosting-match';
import { strongCredentialWordsIn, weakCredentialTokensIn } from './keyword-match';
import { officialBrandOf } from './lookalike/brand-index';
import { findBrandInPath, findBrandInSubdomain, type BrandMention } from './lookalike/brand-mentions';
import { detectLookalike, type LookalikeMatch } from './lookalike/detect-lookalike';

export type LexicalFacts = {
  target: NormalizedTarget;
  /** The canonical URL, or the raw input when it did not parse. */
  href: string;
  userinfo: string | null;
  port: string | null;
  /** Everything after the host and port: path, query and fragment as written in the href. */
  tail: string;
  /** Registrable domain without its public suffix ('' for IPs). */
  siteLabel: string;
  subdomainLabels: readonly string[];
  /** Host labels left of the public suffix, split on '-' ('secure-login.paypal' → secure, login, paypal). */
  hostTokens: readonly string[];
  /** Lowercased path and query, still percent-encoded. */
  pathLower: string;
  queryLower: string;
  officialBrand: Brand | null;
  freeHosting: HostingMatch | null;
  lookalike: LookalikeMatch | null;
  subdomainBrand: BrandMention | null;
  pathBrand: BrandMention | null;
  /** Strong credential words anywhere in the host, weak ones as whole tokens. */
  hostCredentialWords: { strong: readonly string[]; weak: readonly string[] };
  pathCredentialWords: readonly string[];
};

export function gatherLexicalFacts(target: NormalizedTarget): LexicalFacts {
  const href = target.url ?? target.input;
  const { userinfo, port, tail } = splitAuthority(href);
  const site = siteNameOf(target);
  const subdomainLabels = target.subdomain === '' ? [] : target.subdomain.split('.');
  const hostPart = site.label === '' ? target.hostname : [...subdomainLabels, site.label].join('.');
  const hostTokens = hostPart.split(/[.-]/).filter((token) => token !== '');
  const pathLower = target.path.toLowerCase();
  const queryLower = target.query.toLowerCase();
  const pathAndQuery = `${pathLower}?${queryLower}`;
  const pathCredentialWords = strongCredentialWordsIn(pathAndQuery, kitTokens(pathAndQuery));
  const officialBrand =
    target.registrableDomain === null ? null : officialBrandOf(target.registrableDomain, target.publicSuffix);
  const isBrandSite = officialBrand !== null;
  const subdomainBrand = isBrandSite ? null : findBrandInSubdomain(subdomainLabels, site.label, hostTokens);
  const lookalike =
    isBrandSite || site.label === ''
      ? null
      : (detectLookalike(site) ?? lookalikeInSubdomain(subdomainBrand, site.registrableDomain));
  return {
    target,
    href,
    userinfo,
    port,
    tail,
    siteLabel: site.label,
    subdomainLabels,
    hostTokens,
    pathLower,
    queryLower,
    officialBrand,
    freeHosting: freeHostingOf(target.hostname),
    lookalike,
    subdomainBrand,
    pathBrand: isBrandSite ? null : findBrandInPath(pathLower, pathCredentialWords.length > 0),
    hostCredentialWords: {
      strong: strongCredentialWordsIn(hostPart, hostTokens),
      weak: weakCredentialTokensIn(hostTokens),
    },
    pathCredentialWords,
  };
}

/** 'paypal.evil.example' imitates PayPal too: the brand is named where people read it first. */
function lookalikeInSubdomain(
  mention: BrandMention | null,
  registrableDomain: string,
): LookalikeMatch | null {
  if (!mention) return null;
  const { brand, seen } = mention;
  return { brand, officialDomain: brand.domains[0] ?? registrableDomain, technique: 'subdomain', seen };
}

function siteNameOf(target: NormalizedTarget) {
  const { registrableDomain, publicSuffix } = target;
  if (target.isIp || registrableDomain === null) {
    return { label: '', unicodeLabel: '', registrableDomain: '', publicSuffix: '' };
  }
  const suffix = publicSuffix ?? '';
  const label =
    suffix !== '' && registrableDomain.length > suffix.length
      ? registrableDomain.slice(0, registrableDomain.length - suffix.length - 1)
      : registrableDomain;
  return { label, unicodeLabel: hostToUnicode(label), registrableDomain, publicSuffix: suffix };
}

// The WHATWG URL API would give these, but re-parsing costs more than slicing the canonical href.
function splitAuthority(href: string): { userinfo: string | null; port: string | null; tail: string } {
  const start = href.indexOf('://');
  if (start < 0) return { userinfo: null, port: null, tail: '' };
  const rest = href.slice(start + 3);
  const end = rest.search(/[/?#]|$/);
  const authority = rest.slice(0, end);
  const at = authority.lastIndexOf('@');
  const portMatch = /:(\d+)$/.exec(authority.slice(at + 1));
  return {
    userinfo: at >= 0 ? authority.slice(0, at) : null,
    port: portMatch?.[1] ?? null,
    tail: rest.slice(end),
  };
}

// Article slugs ('how-to-recover-a-lost-password') are prose, not sign-in pages: only segments of up to
// three words are searched for credential words.
function kitTokens(pathAndQuery: string): string[] {
  return pathAndQuery
    .split(/[/?&=]/)
    .filter((segment) => segment.split(/[-_]|%20/).length <= 3)
    .flatMap((segment) => segment.split(/[^a-z0-9]+/));
}
