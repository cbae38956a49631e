// TLD risk tiers. Derived from
// the Interisle / Cybercrime Information Center phishing-domain scores (May 2024 – Oct 2025 quarters),
// Spamhaus "most abused TLDs" history and dnstwist's abused_tlds.dict. Scores drift quarter to quarter:
// refresh from https://www.cybercrimeinfocenter.org/records and bump the version.
export const TLD_TIERS_VERSION = '2025-q4';

export type TldTier = 'very-high' | 'high' | 'elevated';

/** Phishing-domain score > 400 per 10,000 delegated names, plus the Freenom legacy ccTLDs. */
const VERY_HIGH = ['xin', 'bond', 'cfd', 'icu', 'lol', 'top', 'support', 'tk', 'ml', 'ga', 'cf', 'gq'];

/** Score 150–400, or very high in a single recent quarter only (mobi, pro). */
// prettier-ignore
const HIGH = [
  'sbs', 'vip', 'live', 'world', 'shop', 'xyz', 'cyou', 'click', 'mobi', 'pro', 'rest', 'buzz', 'monster',
];

/** Score 50–150, or long-standing entries of the Spamhaus / PhishLabs / dnstwist abused lists. */
// prettier-ignore
const ELEVATED = [
  'online', 'site', 'info', 'cc', 'ru', 'club', 'work', 'fit', 'wang', 'men', 'loan', 'download', 'racing',
  'win', 'review', 'party', 'stream', 'gdn', 'science', 'date', 'accountant', 'link', 'space', 'website',
  'pw', 'kim', 'ren', 'country', 'study', 'mom', 'tokyo', 'ooo', 'life', 'today', 'asia', 'biz', 'su', 'ws',
  'host', 'store', 'digital', 'fun', 'quest', 'best', 'beauty', 'hair', 'skin', 'makeup', 'autos', 'boats',
  'homes', 'motorcycles', 'yachts', 'ink', 'cam', 'email',
];

export const TLD_TIERS: ReadonlyMap<string, TldTier> = new Map<string, TldTier>([
  ...ELEVATED.map((tld) => [tld, 'elevated'] as const),
  ...HIGH.map((tld) => [tld, 'high'] as const),
  ...VERY_HIGH.map((tld) => [tld, 'very-high'] as const),
]);
