import type { z } from 'zod';
import type { MessageAmountSchema } from '@scamcheck/shared';

/** Sums of money written in a message: a currency sign or code next to a number ("£1.99", "Rs 25,000", "1,400 USD", "$2k"). */
export type MessageAmount = z.infer<typeof MessageAmountSchema>;

const MAX_AMOUNTS = 10;

const SYMBOLS: Record<string, string> = {
  '£': 'GBP',
  $: 'USD',
  '€': 'EUR',
  '₹': 'INR',
  '₦': 'NGN',
  '¥': 'JPY',
  '₱': 'PHP',
  '₩': 'KRW',
  '₺': 'TRY',
  '₽': 'RUB',
};
const CODES: Record<string, string> = {
  rs: 'INR',
  inr: 'INR',
  rupees: 'INR',
  rupee: 'INR',
  usd: 'USD',
  gbp: 'GBP',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  aud: 'AUD',
  cad: 'CAD',
  nzd: 'NZD',
  ngn: 'NGN',
  naira: 'NGN',
  usdt: 'USDT',
  btc: 'BTC',
  eth: 'ETH',
  dollars: 'USD',
  pounds: 'GBP',
  php: 'PHP',
  zar: 'ZAR',
  aed: 'AED',
  rp: 'IDR',
  idr: 'IDR',
  rm: 'MYR',
  myr: 'MYR',
  sgd: 'SGD',
  hkd: 'HKD',
  // African currencies as texts write them: "Ksh 5,000", "UGX 150,000", "GHS 600", "1 500 000 FCFA", "20 000 DH".
  kes: 'KES',
  ksh: 'KES',
  ugx: 'UGX',
  tzs: 'TZS',
  tsh: 'TZS',
  ghs: 'GHS',
  cedis: 'GHS',
  xaf: 'XAF',
  fcfa: 'XAF',
  cfa: 'XAF',
  xof: 'XOF',
  mad: 'MAD',
  dh: 'MAD',
  dhs: 'MAD',
  dirhams: 'MAD',
};

const NUMBER = String.raw`\d{1,3}(?:[,\s]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const SCALE = String.raw`(?:\s?(?:k|m|lakh|lakhs|crore|million|thousand)\b)?`;
const BEFORE = new RegExp(
  String.raw`(?:(A|AU|US|C|NZ)?([£$€₹₦¥₱₩₺₽])\s?|\b(rs\.?|inr|usd|gbp|eur|aud|cad|nzd|ngn|rp\.?|idr|rm|myr|php|aed|zar|sgd|hkd|kes|ksh|ugx|tzs|tsh|ghs)\s?)(${NUMBER})(${SCALE})`,
  'gi',
);
const AFTER = new RegExp(
  String.raw`(?<![\w.,])(${NUMBER})(${SCALE})\s?(usd|gbp|eur|aud|cad|inr|rupees?|dollars|pounds|euros?|naira|usdt|btc|eth|idr|myr|php|aed|zar|sgd|hkd|kes|ksh|ugx|tzs|tsh|ghs|cedis|xaf|fcfa|cfa|xof|mad|dhs?|dirhams)\b`,
  'gi',
);

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  lakh: 1e5,
  lakhs: 1e5,
  crore: 1e7,
};

function valueOf(number: string, scale: string): number | null {
  const value = Number(number.replace(/[,\s]/g, ''));
  if (!Number.isFinite(value)) return null;
  return value * (MULTIPLIERS[scale.trim().toLowerCase()] ?? 1);
}

function currencyOfSymbol(prefix: string | undefined, symbol: string): string | null {
  if (symbol === '$' && prefix !== undefined) {
    const code = { A: 'AUD', AU: 'AUD', US: 'USD', C: 'CAD', NZ: 'NZD' }[prefix.toUpperCase()];
    return code ?? 'USD';
  }
  return SYMBOLS[symbol] ?? null;
}

export function extractAmounts(text: string): MessageAmount[] {
  const found: { index: number; amount: MessageAmount }[] = [];
  for (const match of text.matchAll(BEFORE)) {
    const [written, prefix, symbol, code, number = '', scale = ''] = match;
    const currency =
      symbol !== undefined
        ? currencyOfSymbol(prefix, symbol)
        : (CODES[(code ?? '').replace('.', '').toLowerCase()] ?? null);
    found.push({
      index: match.index,
      amount: { text: written.trim(), currency, value: valueOf(number, scale) },
    });
  }
  for (const match of text.matchAll(AFTER)) {
    const [written, number = '', scale = '', code = ''] = match;
    if (found.some((item) => Math.abs(item.index - match.index) < 4)) continue;
    found.push({
      index: match.index,
      amount: {
        text: written.trim(),
        currency: CODES[code.toLowerCase()] ?? null,
        value: valueOf(number, scale),
      },
    });
  }
  const byText = new Map<string, MessageAmount>();
  for (const { amount } of found.sort((a, b) => a.index - b.index)) {
    if (!byText.has(amount.text)) byText.set(amount.text, amount);
  }
  return [...byText.values()].slice(0, MAX_AMOUNTS);
}
