// The shape of one brand in the knowledge base, and the words scammers pair with each kind of brand.
export type BrandSector =
  | 'bank'
  | 'payment'
  | 'delivery'
  | 'government'
  | 'toll'
  | 'crypto'
  | 'telecom'
  | 'marketplace'
  | 'streaming'
  | 'social'
  | 'tech'
  | 'travel'
  | 'gaming'
  | 'utility';

/** Where the brand's customers are: a country code, a region ('eu', 'latam') or 'global'. */
// prettier-ignore
export type BrandRegion =
  | 'global' | 'us' | 'uk' | 'eu' | 'in' | 'au' | 'ca' | 'nz' | 'jp' | 'latam' | 'asia' | 'africa'
  | 'de' | 'fr' | 'nl' | 'be' | 'ie' | 'es' | 'pt' | 'it' | 'ch' | 'at' | 'fi' | 'no' | 'pl';

export type Brand = {
  name: string;
  /** Official registrable domains; the first is the one suggested ("Did you mean paypal.com?"). */
  domains: readonly string[];
  /** Lowercase ASCII strings that name the brand in a host or path; the first is the main one. */
  keywords: readonly string[];
  /** The first keyword is an everyday word (apple, chase): whole tokens only, no edit-distance matching. */
  isCommonWord?: boolean;
  /** Runs country sites under the same name (amazon.de, google.co.in), which are official too. */
  hasCountrySites?: boolean;
  sector: BrandSector;
  region: BrandRegion;
  /** Words scam hosts pair with this brand ('usps' + 'redelivery'), its sector's and its own. */
  scamWords: readonly string[];
};

/** A brand as written in the lists: sector, region and the sector's scam words are filled in. */
export type BrandEntry = Omit<Brand, 'sector' | 'region' | 'scamWords'> & {
  region?: BrandRegion;
  scamWords?: readonly string[];
};

// prettier-ignore
const SECTOR_SCAM_WORDS: Record<BrandSector, readonly string[]> = {
  bank: ['secure', 'verify', 'online', 'banking', 'alert', 'locked', 'unlock', 'payee', 'fraud', 'card', 'otp', 'kyc', 'login'],
  payment: ['verify', 'limited', 'refund', 'payment', 'invoice', 'dispute', 'resolution', 'transfer', 'receipt', 'login'],
  delivery: ['parcel', 'delivery', 'redelivery', 'reschedule', 'tracking', 'track', 'package', 'customs', 'fee', 'shipment', 'missed', 'held', 'address'],
  government: ['refund', 'rebate', 'tax', 'penalty', 'fine', 'claim', 'payment', 'owed', 'benefit', 'grant', 'verify', 'gov'],
  toll: ['toll', 'tolls', 'unpaid', 'invoice', 'penalty', 'fine', 'balance', 'pay', 'overdue', 'notice'],
  crypto: ['wallet', 'airdrop', 'claim', 'connect', 'sync', 'validate', 'recover', 'seed', 'giveaway', 'bonus', 'staking', 'restore', 'dapp', 'unlock'],
  telecom: ['bill', 'billing', 'refund', 'reward', 'upgrade', 'sim', 'account', 'payment', 'overdue', 'login'],
  marketplace: ['order', 'orders', 'refund', 'giftcard', 'reward', 'delivery', 'cancel', 'suspended', 'survey', 'payment'],
  streaming: ['billing', 'payment', 'subscription', 'suspended', 'renew', 'update', 'membership', 'hold', 'account'],
  social: ['verify', 'copyright', 'appeal', 'badge', 'support', 'recovery', 'violation', 'security', 'blue', 'login'],
  tech: ['verify', 'login', 'account', 'security', 'support', 'storage', 'password', 'locked', 'helpdesk', 'mailbox', 'quota'],
  travel: ['booking', 'reservation', 'refund', 'confirm', 'ticket', 'compensation'],
  gaming: ['gift', 'free', 'skins', 'trade', 'giveaway', 'robux', 'vbucks', 'login'],
  utility: ['bill', 'refund', 'rebate', 'overdue', 'payment', 'account', 'energy'],
};

/** Fills in the sector, the region and the sector's scam words (plus each brand's own). */
export function defineBrands(
  sector: BrandSector,
  region: BrandRegion,
  entries: readonly BrandEntry[],
): Brand[] {
  return entries.map(({ scamWords = [], ...entry }) => ({
    region,
    ...entry,
    sector,
    scamWords: [...new Set([...SECTOR_SCAM_WORDS[sector], ...scamWords])],
  }));
}
