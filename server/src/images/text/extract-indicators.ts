import type { ImageIndicators } from '@scamcheck/shared';
import { isValidBase58Check, isValidBech32 } from './wallet-checksums';

/** Phone numbers, crypto wallets and email addresses written in the text. */

const MAX_EACH = 10;

// North American numbers with separators (+1 (888) 555-0142, 1-844-555-0101, 888.555.0142) and
// international numbers written with a leading + (+44 20 7946 0958). Bare digit runs are order numbers,
// codes or amounts far more often than phones, so they are left alone.
const NANP = /(?<![\d+])(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]\d{3}[\s.-]\d{4}(?!\d)/g;
const INTERNATIONAL = /(?<![\d+])\+\d{1,3}(?:[\s.-]?\(?\d{1,5}\)?){2,5}(?!\d)/g;
// Indian mobile numbers as usually written: 98765 43210.
const INDIA_MOBILE = /(?<![\d+])[6-9]\d{4}\s\d{5}(?!\d)/g;

export function extractPhoneNumbers(text: string): string[] {
  const found = new Map<string, string>();
  for (const pattern of [NANP, INTERNATIONAL, INDIA_MOBILE]) {
    for (const match of text.matchAll(pattern)) {
      const written = match[0].trim();
      const digits = written.replace(/\D/g, '');
      if (digits.length < 8 || digits.length > 15) continue;
      // The same number written twice, with or without the country code, is one number.
      const key = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
      if (![...found.keys()].some((known) => known.endsWith(key) || key.endsWith(known)))
        found.set(key, written);
    }
  }
  return [...found.values()].slice(0, MAX_EACH);
}

const ETHEREUM = /\b0x[a-fA-F0-9]{40}\b/g;
const BITCOIN_BECH32 = /\bbc1[ac-hj-np-z02-9]{11,71}\b/gi;
const BITCOIN_LEGACY = /\b[13][a-km-zA-HJ-NP-Z1-9]{25,34}\b/g;
const TRON = /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/g;

/**
 * Ethereum addresses are unmistakable; Bitcoin and Tron ones must pass their checksum, so a random
 * token of the right alphabet is not taken for a wallet.
 */
export function extractWallets(text: string): ImageIndicators['wallets'] {
  const wallets: ImageIndicators['wallets'] = [];
  const add = (chain: ImageIndicators['wallets'][number]['chain'], address: string) => {
    if (wallets.length < MAX_EACH && !wallets.some((wallet) => wallet.address === address)) {
      wallets.push({ chain, address });
    }
  };
  for (const [match] of text.matchAll(ETHEREUM)) add('ethereum', match);
  for (const [match] of text.matchAll(BITCOIN_BECH32)) if (isValidBech32(match)) add('bitcoin', match);
  for (const [match] of text.matchAll(BITCOIN_LEGACY)) if (isValidBase58Check(match)) add('bitcoin', match);
  for (const [match] of text.matchAll(TRON)) if (isValidBase58Check(match)) add('tron', match);
  return wallets;
}

const EMAIL = /\b[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\b/gi;

export function extractEmails(text: string): string[] {
  return [...new Set([...text.matchAll(EMAIL)].map(([match]) => match.toLowerCase()))].slice(0, MAX_EACH);
}

export function extractIndicators(text: string): ImageIndicators {
  return {
    phoneNumbers: extractPhoneNumbers(text),
    wallets: extractWallets(text),
    emails: extractEmails(text),
  };
}
