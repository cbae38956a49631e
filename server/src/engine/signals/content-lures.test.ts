import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, findingsOf, pageFacts } from '../testing/signal-facts';
import { contentLures } from './content-lures';

function withText(text: string) {
  return factsFor('https://promo.example/', { page: pageFacts('https://promo.example/', `<p>${text}</p>`) });
}

describe('content-lures', () => {
  it.each([
    ['Your account has been suspended. Verify your identity now.', ['lure-urgency']],
    ['Unusual sign-in activity was detected on your card', ['lure-urgency']],
    ['Please confirm within 24 hours or your mailbox will be deleted', ['lure-urgency']],
    ['Congratulations! You have been selected to receive an iPhone 15', ['lure-prize']],
    ['Claim your prize today, you only pay the shipping fee', ['lure-prize']],
    ['Send 0.1 BTC and receive 0.2 BTC back, we double it!', ['lure-crypto']],
    ['Enter your 12-word recovery phrase to sync the wallet', ['lure-crypto']],
    ['Official ETH giveaway event', ['lure-crypto']],
    ['Pay with Google Play gift cards and scratch the back', ['lure-gift-card']],
    ['Buy 5 Apple gift cards and send photos of the cards', ['lure-gift-card']],
    [
      'Congratulations, you are our lucky winner! Your account will be suspended unless you pay with gift cards.',
      ['lure-urgency', 'lure-prize', 'lure-gift-card'],
    ],
  ])('"%s" gives %j', (text, codes) => {
    expect(codesOf(contentLures, withText(text))).toEqual(codes);
  });

  it.each([
    'Buy Bitcoin and Ethereum with low fees on our exchange',
    'Gift cards make a great present. Shop gift cards online.',
    'Sign in to your account to see your orders',
    'We won an award for customer service in 2023',
  ])('finds nothing in ordinary text: "%s"', (text) => {
    expect(codesOf(contentLures, withText(text))).toEqual([]);
  });

  it('quotes the phrase it found', () => {
    const [finding] = findingsOf(contentLures, withText('Hello. Your account has been locked.')) ?? [];
    expect(finding?.evidence).toBe('The page says: "hello. your account has been locked.".');
  });

  it('reads only visible text, not hidden elements', () => {
    const facts = factsFor('https://promo.example/', {
      page: pageFacts(
        'https://promo.example/',
        '<div style="display:none">Claim your prize now</div><p>Welcome</p>',
      ),
    });
    expect(codesOf(contentLures, facts)).toEqual([]);
  });
});
