// Decides whether a registrable domain imitates a brand's official one, and by which technique
// (dnstwist's fuzzers used in reverse, with Chromium's false-positive guards).
import type { Brand } from '../../data/brands';
import type { LookalikeTechnique } from '../../report/lookalike';
import {
  BRAND_BY_DOMAIN_LABEL,
  isCountrySuffix,
  isRestrictedSuffix,
  isScamContext,
  KEYWORD_BY_SKELETON,
  KEYWORD_BY_TOKEN,
} from './brand-index';
import { findSplitKeyword, findTypo, isOrdinaryWords, matchBrandToken } from './brand-match';
import { isBitFlip, singleEdit } from './edit-distance';
import { skeleton } from './skeleton';

export type LookalikeMatch = {
  brand: Brand;
  officialDomain: string;
  technique: LookalikeTechnique;
  /** The part of the host that imitates the brand. */
  seen: string;
};

export type SiteName = {
  /** Registrable domain without its public suffix, ASCII ('paypa1' of paypa1.com). */
  label: string;
  unicodeLabel: string;
  registrableDomain: string;
  publicSuffix: string;
};

// Brands hold their name under the legacy endings defensively (paypal.net, netflix.org), and a name
// that is only a brand in one country is often someone else's .com (kmart.com): not a swap to flag.
const LEGACY_GTLDS = new Set(['com', 'net', 'org']);

/** Call only for hosts that are not the brand's own (the caller checks official domains first). */
export function detectLookalike(site: SiteName): LookalikeMatch | null {
  const { label } = site;
  if (isRestrictedSuffix(site.publicSuffix)) return null;
  const whole = BRAND_BY_DOMAIN_LABEL.get(label) ?? wholeLabelBrand(label);
  // Brands run many country sites (walmart.ca) that no list keeps up with; other endings are swaps.
  if (whole) return isTldSwap(whole, site) ? match(whole, 'tld-swap', site.registrableDomain) : null;
  const labelSkeleton = skeleton(site.unicodeLabel);
  if (labelSkeleton !== label) {
    const homoglyph = KEYWORD_BY_SKELETON.get(labelSkeleton) ?? null;
    const brand = homoglyph?.brand ?? BRAND_BY_DOMAIN_LABEL.get(labelSkeleton);
    if (brand) return match(brand, 'homoglyph', site.registrableDomain);
  }
  const typo = isOrdinaryWords(label) ? null : findTypo(labelSkeleton);
  if (typo) {
    const rawEdit = singleEdit(typo.keyword, label);
    return match(
      typo.brand,
      rawEdit && isBitFlip(rawEdit) ? 'bitsquat' : 'edit-distance',
      site.registrableDomain,
    );
  }
  return detectCombosquat(site);
}

// The whole label is a distinctive brand keyword that is not itself a domain label ('cashapp').
function wholeLabelBrand(label: string): Brand | null {
  const entry = KEYWORD_BY_TOKEN.get(label);
  return entry && !entry.isEverydayWord && !entry.isShort ? entry.brand : null;
}

function isTldSwap(brand: Brand, site: SiteName): boolean {
  if (isCountrySuffix(site.publicSuffix) || LEGACY_GTLDS.has(site.publicSuffix)) return false;
  return !brand.domains.includes(site.registrableDomain);
}

function detectCombosquat(site: SiteName): LookalikeMatch | null {
  const split = findSplitKeyword(site.label);
  if (split) return match(split.brand, 'combosquat', site.registrableDomain);
  const tokens = site.label.split('-').filter((token) => token !== '');
  for (const token of tokens) {
    const found = matchBrandToken(token, true);
    if (!found) continue;
    const { entry } = found;
    // 'apple', 'chase', 'irs', 'o2' are brands only beside a scam word: 'chase-secure', 'irs-refund';
    // disguised ('app1e', 'myg0v') they are deliberate.
    const needsContext = (entry.isEverydayWord || entry.isShort) && found.how === 'exact';
    if (needsContext && !tokens.some((other) => other !== token && isScamContext(other, entry))) continue;
    // 'paypa1-secure': the disguised name is the stronger evidence.
    return match(entry.brand, found.how === 'homoglyph' ? 'homoglyph' : 'combosquat', site.registrableDomain);
  }
  return null;
}

function match(brand: Brand, technique: LookalikeTechnique, seen: string): LookalikeMatch {
  return { brand, officialDomain: brand.domains[0] ?? seen, technique, seen };
}
