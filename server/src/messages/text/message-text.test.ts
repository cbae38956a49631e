import { describe, expect, it } from 'vitest';
import { readMessage, splitSentences, toMatchForm } from './message-text';

describe('message text', () => {
  it('spells out text-speak and banking shorthand for the rules', () => {
    expect(toMatchForm('Ur A/C will b blocked 2day, pls update KYC')).toBe(
      'your account will be blocked today, please update kyc',
    );
  });

  it('splits sentences at full stops and line breaks, keeping each as written', () => {
    expect(splitSentences('Hi. Your parcel is held.\nPay £1.99 at evri-fee.top')).toEqual([
      'Hi.',
      'Your parcel is held.',
      'Pay £1.99 at evri-fee.top',
    ]);
  });

  it('does not split inside amounts or links', () => {
    expect(splitSentences('Pay £1.99 at www.pay-now.info today.')).toEqual([
      'Pay £1.99 at www.pay-now.info today.',
    ]);
  });

  it('removes invisible characters that could split a phrase', () => {
    expect(readMessage('ver\u200bify your account').match).toBe('verify your account');
  });
});
