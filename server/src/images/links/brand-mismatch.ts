import { BRANDS, type Brand } from '@scamcheck/shared';
import type { ScoredLink } from './score-links';

/**
 * "PayPal: your account is limited, log in at secure-login-center.com": the message speaks as a brand
 * but sends you to a site that is not the brand's. A link only counts when it is itself doubtful (the
 * lexical engine found something) or carries the brand's name, so a shop that merely accepts PayPal
 * is not flagged for linking to its own site.
 */
export type BrandMismatch = { brand: string; domain: string; officialDomain: string };

// Named as a way to pay or to chat ("pay by Zelle", "message me on Telegram"), not as the sender.
const CHANNEL_BRANDS = new Set([
  'WhatsApp',
  'Telegram',
  'Zelle',
  'Venmo',
  'Cash App',
  'Western Union',
  'MoneyGram',
  'Visa',
  'Mastercard',
  'Discover',
  'American Express',
  'Google',
]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Every brand name and keyword in two patterns built once: everyday-word brands (Apple, Chase,
// Discover) only count written with their capital; the others match their name or keywords in any case.
const NAMING = BRANDS.filter((brand) => !CHANNEL_BRANDS.has(brand.name));
const BY_NAME = new Map<string, Brand[]>();
const CAPITALISED = new Map<string, Brand[]>();
for (const brand of NAMING) {
  const table = brand.isCommonWord === true ? CAPITALISED : BY_NAME;
  const names = brand.isCommonWord === true ? [brand.name] : [brand.name.toLowerCase(), ...brand.keywords];
  for (const name of names) table.set(name, [...(table.get(name) ?? []), brand]);
}

function patternOf(names: Iterable<string>): RegExp {
  const sorted = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`\\b(?:${sorted.join('|')})\\b`, 'g');
}

const ANY_CASE = patternOf(BY_NAME.keys());
const WITH_CAPITAL = patternOf(CAPITALISED.keys());

/** Brands the text speaks as or about, leaving out payment and chat channels; in the list's order. */
export function brandsNamedIn(text: string): Brand[] {
  const found = new Set<Brand>();
  for (const [name] of text.toLowerCase().matchAll(ANY_CASE))
    for (const brand of BY_NAME.get(name) ?? []) found.add(brand);
  for (const [name] of text.matchAll(WITH_CAPITAL))
    for (const brand of CAPITALISED.get(name) ?? []) found.add(brand);
  return NAMING.filter((brand) => found.has(brand));
}

function labelOf(domain: string): string {
  return domain.split('.')[0] ?? domain;
}

function isOfficialFor(brand: Brand, link: ScoredLink): boolean {
  const site = link.registrableDomain;
  if (site === null) return false;
  if (brand.domains.includes(site)) return true;
  // amazon.de, paypal.fr: the lexical engine already knows these are official; match the brand by label.
  return link.isOfficialBrandSite && brand.domains.some((domain) => labelOf(domain) === labelOf(site));
}

export function findBrandMismatches(text: string, links: readonly ScoredLink[]): BrandMismatch[] {
  const brands = brandsNamedIn(text);
  const mismatches: BrandMismatch[] = [];
  for (const brand of brands) {
    if (links.some((link) => isOfficialFor(brand, link) && link.risk === 0)) continue;
    const [officialDomain = brand.name] = brand.domains;
    for (const link of links) {
      if (link.isOfficialBrandSite || brands.some((named) => isOfficialFor(named, link))) continue;
      const carriesName = brand.keywords.some((keyword) => link.domain.includes(keyword));
      if (link.risk > 0 || carriesName)
        mismatches.push({ brand: brand.name, domain: link.domain, officialDomain });
    }
  }
  return mismatches;
}
