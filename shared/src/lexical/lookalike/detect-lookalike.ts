// Decides whether a registrable domain imitates a brand's official one, and by which technique
// (dnstwist's fuzzers used in reverse, with Chromium's false-positive guards).
import type { Brand } from '../../data/brands';
import type { LookalikeTechnique } from '../../report/lookalike';
import { isCredentialOrLureToken } from '../keyword-match';
import { BRAND_BY_DOMAIN_LABEL, isCountrySuffix, KEYWORD_BY_SKELETON } from './brand-index';
import { findSplitKeyword, findTypo, matchBrandToken } from './brand-match';
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

/** Call only for hosts that are not the brand's own (the caller checks official domains first). */
export function detectLookalike(site: SiteName): LookalikeMatch | null {
  const { label } = site;
  const swapped = BRAND_BY_DOMAIN_LABEL.get(label);
  // Brands run many country sites (walmart.ca) that no list keeps up with; other endings are swaps.
  if (swapped)
    return isCountrySuffix(site.publicSuffix) ? null : match(swapped, 'tld-swap', site.registrableDomain);
  const labelSkeleton = skeleton(site.unicodeLabel);
  if (labelSkeleton !== label) {
    const homoglyph = KEYWORD_BY_SKELETON.get(labelSkeleton) ?? null;
    const brand = homoglyph?.brand ?? BRAND_BY_DOMAIN_LABEL.get(labelSkeleton);
    if (brand) return match(brand, 'homoglyph', site.registrableDomain);
  }
  const typo = findTypo(labelSkeleton);
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

function detectCombosquat(site: SiteName): LookalikeMatch | null {
  const split = findSplitKeyword(site.label);
  if (split) return match(split.brand, 'combosquat', site.registrableDomain);
  const tokens = site.label.split('-').filter((token) => token !== '');
  for (const token of tokens) {
    const found = matchBrandToken(token, true);
    if (!found) continue;
    const isWholeLabel = tokens.length === 1 && found.how === 'exact';
    if (found.entry.isEverydayWord) {
      if (isWholeLabel || !tokens.some((other) => other !== token && isCredentialOrLureToken(other)))
        continue;
    }
    return match(found.entry.brand, 'combosquat', site.registrableDomain);
  }
  return null;
}

function match(brand: Brand, technique: LookalikeTechnique, seen: string): LookalikeMatch {
  return { brand, officialDomain: brand.domains[0] ?? seen, technique, seen };
}
