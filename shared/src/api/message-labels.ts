// Plain-language names for the values of a message analysis, shared by the website, the extension
// and the assistant so they all say the same thing.
import type { MessageChannel, MessageFamily, PHONE_KINDS } from './analyze-message';

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  sms: 'SMS / text',
  email: 'E-mail',
  chat: 'Chat app',
  social: 'Social media',
};

export const MESSAGE_FAMILY_LABELS: Record<MessageFamily, string> = {
  'delivery-fee': 'Parcel delivery fee',
  'bank-account': 'Bank account problem',
  'card-transaction': 'Card transaction alert',
  government: 'Government or tax office',
  'toll-fine': 'Unpaid toll or fine',
  prize: 'Prize or lottery',
  job: 'Job or task offer',
  investment: 'Investment or crypto',
  romance: 'Romance or wrong number',
  'family-impersonation': 'Family member in trouble ("Hi Mum")',
  'tech-support': 'Fake tech support',
  'premium-rate': 'Premium-rate call back',
  extortion: 'Blackmail or extortion',
  'subscription-renewal': 'Subscription renewal',
  'account-security': 'Account locked or security alert',
  'qr-payment': 'QR code payment',
  marketplace: 'Marketplace buyer or seller',
};

export const PHONE_KIND_LABELS: Record<(typeof PHONE_KINDS)[number], string> = {
  'premium-rate': 'Premium-rate',
  personal: 'Personal number',
  'toll-free': 'Toll-free',
  mobile: 'Mobile',
  'short-code': 'Short code',
  landline: 'Landline',
  unknown: 'Unknown kind',
};
