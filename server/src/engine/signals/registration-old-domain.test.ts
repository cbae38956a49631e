import { describe, expect, it } from 'vitest';
import { codesOf, daysAgo, factsFor, rdapFacts } from '../testing/signal-facts';
import { registrationOldDomain } from './registration-old-domain';

describe('registration-old-domain', () => {
  it.each([
    [100, []],
    [729, []],
    [730, ['domain-established']],
    [5 * 365 - 1, ['domain-established']],
    [5 * 365, ['domain-long-established']],
    [9000, ['domain-long-established']],
  ])('a domain registered %i days ago gives %j', (days, codes) => {
    const facts = factsFor('old-shop.com', {
      rdap: rdapFacts({ domain: 'old-shop.com', registrationDate: daysAgo(days) }),
    });
    expect(codesOf(registrationOldDomain, facts)).toEqual(codes);
  });

  it('gives no trust when the date is unknown', () => {
    const facts = factsFor('old-shop.com', {
      rdap: rdapFacts({ domain: 'old-shop.com', registrationDate: null }),
    });
    expect(codesOf(registrationOldDomain, facts)).toEqual([]);
  });

  it("gives no trust to a user's site on an old free-hosting platform", () => {
    const facts = factsFor('my-bank-login.weebly.com', {
      rdap: rdapFacts({ domain: 'weebly.com', registrationDate: daysAgo(6000) }),
    });
    expect(codesOf(registrationOldDomain, facts)).toEqual([]);
  });

  it("gives no trust to a user's site under a platform's private suffix", () => {
    const facts = factsFor('paypal-help.github.io', {
      rdap: rdapFacts({ domain: 'github.io', registrationDate: daysAgo(5000) }),
    });
    expect(codesOf(registrationOldDomain, facts)).toEqual([]);
  });

  it('counts a subdomain of an old site', () => {
    const facts = factsFor('shop.old-shop.com', {
      rdap: rdapFacts({ domain: 'old-shop.com', registrationDate: daysAgo(5000) }),
    });
    expect(codesOf(registrationOldDomain, facts)).toEqual(['domain-long-established']);
  });
});
