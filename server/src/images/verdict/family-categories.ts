import type { MessageFamily, ScamCategory } from '@scamcheck/shared';

/** The screenshot result names its scam kinds in the image categories; each message family maps to one. */
export const FAMILY_CATEGORIES: Record<MessageFamily, ScamCategory> = {
  'delivery-fee': 'parcel',
  'bank-account': 'account',
  'card-transaction': 'callback',
  government: 'authority',
  'toll-fine': 'parcel',
  prize: 'prize',
  job: 'job',
  investment: 'crypto',
  romance: 'romance',
  'family-impersonation': 'impersonation',
  'tech-support': 'tech-support',
  'premium-rate': 'callback',
  extortion: 'extortion',
  'subscription-renewal': 'callback',
  'account-security': 'account',
  'qr-payment': 'payment',
  marketplace: 'payment',
};
