// Indexes over the brand list, built once at module load so each analysis only does map lookups
// and a handful of short string comparisons (the offline budget is ≥ 5,000 URLs/s).
import { BRANDS, type Brand } from '../../data/brands';
import { LURE_WORDS, STRONG_CREDENTIAL_WORDS } from '../../data/keywords';
import { skeleton } from './skeleton';

export type BrandKeyword = {
  keyword: string;
  skeleton: string;
  brand: Brand;
  /** An everyday word too (apple, chase): only whole tokens count, and only next to other clues. */
  isEverydayWord: boolean;
  /** Long and not an everyday word: may match inside a longer label and by edit distance. */
  isDistinctive: boolean;
  /** Two or three letters ('irs', 'o2'): a brand only next to a scam word ('irs-refund'). */
  isShort: boolean;
  /** Words scam hosts pair with this brand ('redelivery' for a postal service), its keywords left out. */
  scamWords: ReadonlySet<string>;
};

const MIN_DISTINCTIVE_LENGTH = 5;

// ccTLDs given away, sold cheaply worldwide or marketed as generic endings (.co for "company", .io, .me,
// .tv, .ai), so brand.<these> is not taken for a country site; under a country's own second level
// (com.co, co.uk) they are.
// prettier-ignore
const NON_COUNTRY_CCTLDS = new Set([
  'tk', 'ml', 'ga', 'cf', 'gq', 'cc', 'ws', 'pw', 'su', 'to', 'ly', 'co', 'io', 'me', 'tv', 'ai',
]);

// Endings only governments, universities and armed forces can register (gov.uk, gouv.fr, ac.uk, edu):
// nobody squats there, so names under them are never lookalikes.
const RESTRICTED_LABELS = new Set([
  'gov',
  'gob',
  'gouv',
  'govt',
  'gv',
  'go',
  'edu',
  'mil',
  'gc',
  'ac',
  'nhs',
  'police',
]);

/** Whether names under this public suffix can only be registered by public bodies. */
export function isRestrictedSuffix(publicSuffix: string): boolean {
  const labels = publicSuffix.split('.');
  if (labels.length === 1) return publicSuffix === 'gov' || publicSuffix === 'edu' || publicSuffix === 'mil';
  return labels.slice(0, -1).some((label) => RESTRICTED_LABELS.has(label));
}

function mainLabel(domain: string): string {
  return domain.slice(0, domain.indexOf('.'));
}

export const OFFICIAL_DOMAINS: ReadonlyMap<string, Brand> = (() => {
  const map = new Map<string, Brand>();
  for (const brand of BRANDS)
    for (const domain of brand.domains) if (!map.has(domain)) map.set(domain, brand);
  return map;
})();

export const BRAND_KEYWORDS: readonly BrandKeyword[] = BRANDS.flatMap((brand) => {
  const ownWords = new Set(brand.keywords);
  const scamWords = new Set(brand.scamWords.filter((word) => !ownWords.has(word)));
  return brand.keywords.map((keyword, index) => {
    const isEverydayWord = brand.isCommonWord === true && index === 0;
    return {
      keyword,
      skeleton: skeleton(keyword),
      brand,
      isEverydayWord,
      isDistinctive: !isEverydayWord && keyword.length >= MIN_DISTINCTIVE_LENGTH,
      isShort: keyword.length < 4,
      scamWords,
    };
  });
});

const STRONG_CREDENTIAL_SET: ReadonlySet<string> = new Set(STRONG_CREDENTIAL_WORDS);
const LURE_SET: ReadonlySet<string> = new Set(LURE_WORDS);

/**
 * A token beside an everyday or very short brand name that makes it an impersonation: a sign-in word
 * ('login', 'verify'), a lure ('refund', 'parcel') or a word scammers pair with that brand ('redelivery'),
 * with a plural or verb ending ('benefits').
 * Generic words ('service', 'online', 'app') do not count: 'kingsoft-office-service' is not Microsoft.
 */
export function isScamContext(token: string, entry: BrandKeyword): boolean {
  if (token === entry.keyword) return false;
  const stem = token.replace(/(?:s|es|ed|ing)$/, '');
  return (
    entry.scamWords.has(token) ||
    entry.scamWords.has(stem) ||
    STRONG_CREDENTIAL_SET.has(token) ||
    LURE_SET.has(token) ||
    LURE_SET.has(stem)
  );
}

/** Exact keyword → entry, for whole-token matches. */
export const KEYWORD_BY_TOKEN: ReadonlyMap<string, BrandKeyword> = new Map(
  BRAND_KEYWORDS.map((entry) => [entry.keyword, entry] as const),
);

/** Skeleton → entry, for homoglyph matches (every keyword of 4+ characters). */
export const KEYWORD_BY_SKELETON: ReadonlyMap<string, BrandKeyword> = new Map(
  BRAND_KEYWORDS.filter((entry) => entry.keyword.length >= 4).map(
    (entry) => [entry.skeleton, entry] as const,
  ),
);

/** Distinctive keywords, longest first so 'microsoftonline' wins over 'microsoft'. */
export const DISTINCTIVE_KEYWORDS: readonly BrandKeyword[] = BRAND_KEYWORDS.filter(
  (entry) => entry.isDistinctive,
).sort((a, b) => b.keyword.length - a.keyword.length);

/** Distinctive keywords by their first three letters, to find them inside longer tokens quickly. */
export const DISTINCTIVE_BY_TRIGRAM: ReadonlyMap<string, readonly BrandKeyword[]> = groupBy(
  DISTINCTIVE_KEYWORDS,
  (entry) => entry.keyword.slice(0, 3),
);

export const LONGEST_DISTINCTIVE = Math.max(...DISTINCTIVE_KEYWORDS.map((entry) => entry.skeleton.length));

/** Every string one deletion away (and the string itself). */
export function withOneDeletion(text: string): string[] {
  const variants = [text];
  for (let at = 0; at < text.length; at++) variants.push(text.slice(0, at) + text.slice(at + 1));
  return variants;
}

/**
 * Distinctive keyword skeletons and their one-deletion variants, so a token one edit from a name is
 * found by a few map look-ups (symmetric deletion, as in SymSpell) rather than by comparing every name:
 * a token and a name one substitution, insertion, deletion or swap apart share a variant.
 */
export const DISTINCTIVE_BY_DELETION: ReadonlyMap<string, readonly BrandKeyword[]> = (() => {
  const map = new Map<string, BrandKeyword[]>();
  for (const entry of DISTINCTIVE_KEYWORDS) {
    for (const variant of new Set(withOneDeletion(entry.skeleton))) {
      const list = map.get(variant);
      if (list) list.push(entry);
      else map.set(variant, [entry]);
    }
  }
  return map;
})();

function groupBy<K>(
  entries: readonly BrandKeyword[],
  keyOf: (entry: BrandKeyword) => K,
): Map<K, BrandKeyword[]> {
  const map = new Map<K, BrandKeyword[]>();
  for (const entry of entries) map.set(keyOf(entry), [...(map.get(keyOf(entry)) ?? []), entry]);
  return map;
}

/** Four-letter names ('ebay', 'usps'): glued to other words only when those are exactly known words. */
export const FOUR_LETTER_KEYWORDS: ReadonlyMap<string, BrandKeyword> = new Map(
  BRAND_KEYWORDS.filter((entry) => !entry.isEverydayWord && entry.keyword.length === 4).map(
    (entry) => [entry.keyword, entry] as const,
  ),
);

/** Keywords that are also the label of an official domain ('paypal', 'ebay'), for TLD-swap matches. */
export const BRAND_BY_DOMAIN_LABEL: ReadonlyMap<string, Brand> = new Map(
  BRAND_KEYWORDS.filter(
    (entry) =>
      !entry.isEverydayWord &&
      entry.keyword.length >= 4 &&
      entry.brand.domains.some((domain) => mainLabel(domain) === entry.keyword),
  ).map((entry) => [entry.keyword, entry.brand] as const),
);

/** Brands with country sites, by the label of their main domain ('amazon' → amazon.de is official). */
const COUNTRY_SITE_BRANDS: ReadonlyMap<string, Brand> = new Map(
  BRANDS.flatMap((brand) => {
    const primary = brand.domains[0];
    return brand.hasCountrySites === true && primary !== undefined
      ? [[mainLabel(primary), brand] as const]
      : [];
  }),
);

/** The brand whose official site this registrable domain is, including its country sites. */
export function officialBrandOf(registrableDomain: string, publicSuffix: string | null): Brand | null {
  const direct = OFFICIAL_DOMAINS.get(registrableDomain);
  if (direct) return direct;
  if (publicSuffix === null || !isCountrySuffix(publicSuffix)) return null;
  const label = registrableDomain.slice(0, registrableDomain.length - publicSuffix.length - 1);
  return COUNTRY_SITE_BRANDS.get(label) ?? null;
}

/** A two-letter country ending (de, co.uk, com.br) other than the cheap, widely abused ones. */
export function isCountrySuffix(publicSuffix: string): boolean {
  const dot = publicSuffix.lastIndexOf('.');
  const tld = publicSuffix.slice(dot + 1);
  return tld.length === 2 && (dot >= 0 || !NON_COUNTRY_CCTLDS.has(tld));
}
