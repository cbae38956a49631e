import { describe, expect, it } from 'vitest';
import { extractLinks } from '../text/extract-links';
import { brandsNamedIn, findBrandMismatches } from './brand-mismatch';
import { scoreLinks } from './score-links';

function linksIn(text: string) {
  return scoreLinks(extractLinks(text));
}

describe('scoreLinks', () => {
  it('scores each link with the lexical engine and points to its full report', () => {
    const [link] = linksIn('Log in at secure-paypal-login.top/verify');
    expect(link).toMatchObject({
      text: 'secure-paypal-login.top/verify',
      domain: 'secure-paypal-login.top',
      band: 'suspicious',
      reportPath: '/domain/secure-paypal-login.top',
    });
    expect(link?.score).toBeLessThan(40);
    expect(link?.issues.length).toBeGreaterThan(0);
    expect(link?.risk).toBeGreaterThan(30);
  });

  it("takes nothing off for a brand's own site or an ordinary domain, and lists the riskiest first", () => {
    const links = linksIn('See https://www.paypal.com and joes-pizza.com and paypa1.com');
    expect(links.map((link) => [link.domain, link.risk])).toEqual([
      ['paypa1.com', expect.any(Number)],
      ['joes-pizza.com', 0],
      ['paypal.com', 0],
    ]);
    expect(links[0]?.risk).toBeGreaterThan(0);
    expect(links[2]?.isOfficialBrandSite).toBe(true);
  });
});

describe('brand named in the text vs the linked site', () => {
  it.each([
    [
      'PayPal: your account is limited. Log in at secure-login-center.top',
      'PayPal',
      'secure-login-center.top',
    ],
    ['USPS: package on hold, see usps-redelivery.info', 'USPS', 'usps-redelivery.info'],
    [
      'Your Netflix payment failed. Update at netflix-billing-help.com',
      'Netflix',
      'netflix-billing-help.com',
    ],
  ])('flags %s', (text, brand, domain) => {
    expect(findBrandMismatches(text, linksIn(text))).toContainEqual(
      expect.objectContaining({ brand, domain }),
    );
  });

  it.each([
    ["the brand's own site", 'PayPal: a payment was sent. Details at paypal.com'],
    ['a shop that only accepts the brand', 'We accept PayPal. Order at joes-pizza.com'],
    ['a chat channel, not a sender', 'Message me on Telegram about the bike, pics at bikes-forsale.top'],
    ['a country site of the brand', 'Amazon order shipped, see amazon.de/orders'],
  ])('does not flag %s', (_label, text) => {
    expect(findBrandMismatches(text, linksIn(text))).toEqual([]);
  });

  it('only counts everyday-word brands written with their capital', () => {
    expect(brandsNamedIn('I ate an apple at the target range').map((brand) => brand.name)).toEqual([]);
    expect(brandsNamedIn('Your Apple ID was locked').map((brand) => brand.name)).toEqual(['Apple']);
  });
});
