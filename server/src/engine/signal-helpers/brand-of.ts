import { gatherLexicalFacts, normalizeTarget, type Brand, type LexicalFacts } from '@scamcheck/shared';

/** The brand whose official domain a URL is on (paypal.com → PayPal), or null. */
export function officialBrandOfUrl(url: string): Brand | null {
  if (!URL.canParse(url)) return null;
  return gatherLexicalFacts(normalizeTarget(url)).officialBrand;
}

/** Two official domains of one company (fb.com and facebook.com; office.com and live.com). */
export function isSameBrand(a: Brand | null, b: Brand | null): boolean {
  if (a === null || b === null) return false;
  return a === b || a.domains.some((domain) => b.domains.includes(domain));
}

/** The target is a brand's own site, or a space shared by many users (sites.google.com). */
export function isSharedOrOfficialHost(lexical: LexicalFacts): boolean {
  return lexical.officialBrand !== null || lexical.freeHosting?.kind === 'user-content';
}
