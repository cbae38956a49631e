// The brand knowledge base: brands people are phished with in the US, UK, EU, India and Australia (and
// the most-targeted elsewhere), each with its official registrable domains, sector and the words scam
// hosts pair with it. Sources: the brands' own sites and apps (which domains each uses for sign-in,
// mail and payment links), and the brand columns of public brand-impersonation reports and phishing
// feeds — APWG Phishing Activity Trends (most targeted sectors), Check Point / Vade "most impersonated
// brands" quarterly lists (2023–2025), national fraud warnings (FTC, Action Fraud, NCSC, Scamwatch,
// CERT-In, cybermalveillance.gouv.fr), x0rz/phishing_catcher suspicious.yaml (brand keywords),
// wesleyraptor/streamingphish and JPCERTCC/phishurl-list brand descriptions. A domain is listed only
// when it is known to be the brand's own; brands with country sites (amazon.de) say so instead of
// listing every country.
import type { Brand } from './brand-list/brand';
import { COMMERCE_TELECOM_BRANDS } from './brand-list/commerce-telecom';
import { DELIVERY_GOVERNMENT_BRANDS } from './brand-list/delivery-government';
import { FINANCE_BRANDS } from './brand-list/finance';
import { TECH_SOCIAL_BRANDS } from './brand-list/tech-social';

export type { Brand, BrandRegion, BrandSector } from './brand-list/brand';

export const BRANDS_VERSION = '2026-2';

export const BRANDS: readonly Brand[] = [
  ...FINANCE_BRANDS,
  ...TECH_SOCIAL_BRANDS,
  ...DELIVERY_GOVERNMENT_BRANDS,
  ...COMMERCE_TELECOM_BRANDS,
];
