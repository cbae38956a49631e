import { describe, expect, it } from 'vitest';
import { extractEmails, extractPhoneNumbers, extractWallets } from './extract-indicators';

describe('extractPhoneNumbers', () => {
  it.each([
    ['a toll-free number in brackets', 'Call +1 (888) 555-0142 now', ['+1 (888) 555-0142']],
    ['dashes', 'Call 1-844-555-0101 immediately', ['1-844-555-0101']],
    ['dots', 'Text 202.555.0188', ['202.555.0188']],
    ['an international number', 'WhatsApp me +44 20 7946 0958', ['+44 20 7946 0958']],
    ['the same number twice', 'Call 888-555-0142 or +1 888-555-0142', ['888-555-0142']],
  ])('finds %s', (_label, text, expected) => {
    expect(extractPhoneNumbers(text)).toEqual(expected);
  });

  it.each([
    ['a one-time code', 'Your code is 482913'],
    ['an order number', 'Order #1029384756 confirmed'],
    ['a date and an amount', 'On 12/03/2024 you paid $1,299.00'],
  ])('ignores %s', (_label, text) => {
    expect(extractPhoneNumbers(text)).toEqual([]);
  });
});

describe('extractWallets', () => {
  it.each([
    ['an Ethereum address', 'Send to 0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', 'ethereum'],
    ['a legacy Bitcoin address', 'BTC: 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'bitcoin'],
    ['a bech32 Bitcoin address', 'to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bitcoin'],
    ['a Tron address', 'USDT TRC20: TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'tron'],
  ] as const)('finds %s', (_label, text, chain) => {
    expect(extractWallets(text).map((wallet) => wallet.chain)).toEqual([chain]);
  });

  it('ignores look-alike tokens whose checksum fails', () => {
    expect(
      extractWallets('ref 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb and bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdz'),
    ).toEqual([]);
  });
});

describe('extractEmails', () => {
  it('finds each address once, lower-cased', () => {
    expect(extractEmails('Mail Claims@Prize-Center.net or claims@prize-center.net')).toEqual([
      'claims@prize-center.net',
    ]);
  });
});
