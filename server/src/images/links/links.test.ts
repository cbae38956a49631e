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

  it('knows the most visited sites, never a shortener', () => {
    const [wiki, short, unknown] = ['wikipedia.org', 'bit.ly/3xYz', 'sm4x.info'].map(
      (text) => linksIn(text)[0],
    );
    expect(wiki?.isWellKnown).toBe(true);
    expect(short?.isWellKnown).toBe(false);
    expect(unknown?.isWellKnown).toBe(false);
  });

  it("counts a government's own site as official, and a look-alike of one as not", () => {
    const [real, fake] = ['dmv.ca.gov/renew', 'dmv-ca-gov.com/renew'].map((text) => linksIn(text)[0]);
    expect(real?.isOfficialBrandSite).toBe(true);
    expect(real?.risk).toBe(0);
    expect(fake?.isOfficialBrandSite).toBe(false);
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
    ['ING: request your new debit card via cutit.org/XzOnm', 'ING', 'cutit.org'],
    ['USPS delivery notice, go to sm4x.info', 'USPS', 'sm4x.info'],
    [
      'Your Netflix payment failed. Update at netflix-billing-help.com',
      'Netflix',
      'netflix-billing-help.com',
    ],
    [
      'Alert: your PayPal account is on hold, confirm at pp-resolve-case.top',
      'PayPal',
      'pp-resolve-case.top',
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
    ['a widely used site', 'Netflix is streaming the final tonight, reviews at imdb.com'],
    ['a way to pay', 'Pay by PayPal or card at joes-pizza.com'],
    [
      'one of several ways to pay',
      'Summer sale at outdoorgear-shop.com. Pay with card, PayPal or Apple Pay.',
    ],
    [
      'a short reply that quotes the message it answers',
      'Re: new laptop\nMarta wrote:\n> Is the Apple one worth it?\nNot for Linux. Notes at http://penguin-notes.blogsite.org/mac.html',
    ],
    [
      'a text that opens with the name of another sender, for whom the brand is a subject',
      'Crestline Recovery Services: This is an attempt to collect a debt. Your account with original creditor PayPal Credit has a balance of $412.50. Call the number in your letter or visit crestlinepay.com.',
    ],
    [
      "a feed item that gives its article's address",
      'Apple keyboard parodies\nURL: http://www.quirkyblog-archive.net/2024/05/02.html\nDate: 2024-05-02\nThis one is too funny.',
    ],
  ])('does not flag %s', (_label, text) => {
    expect(findBrandMismatches(text, linksIn(text))).toEqual([]);
  });

  it('only counts names of three letters or fewer in capitals', () => {
    expect(brandsNamedIn('ok ma bt i will come, ups and downs').map((brand) => brand.name)).toEqual([]);
    expect(brandsNamedIn('BT: your bill is ready').map((brand) => brand.name)).toEqual(['BT']);
  });

  it('only counts everyday-word brands written with their capital', () => {
    expect(brandsNamedIn('I ate an apple at the target range').map((brand) => brand.name)).toEqual([]);
    expect(brandsNamedIn('Your Apple ID was locked').map((brand) => brand.name)).toEqual(['Apple']);
  });
});
