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

function isNamed(brand: Brand, text: string, lowerText: string): boolean {
  // Everyday-word brands (Apple, Chase, Discover) only count written with their capital.
  if (brand.isCommonWord === true) return new RegExp(`\\b${escapeRegExp(brand.name)}\\b`).test(text);
  const names = [brand.name.toLowerCase(), ...brand.keywords];
  return names.some((name) => new RegExp(`\\b${escapeRegExp(name)}\\b`).test(lowerText));
}

/** Brands the text speaks as or about, leaving out payment and chat channels. */
export function brandsNamedIn(text: string): Brand[] {
  const lowerText = text.toLowerCase();
  return BRANDS.filter((brand) => !CHANNEL_BRANDS.has(brand.name) && isNamed(brand, text, lowerText));
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
