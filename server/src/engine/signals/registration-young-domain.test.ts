import { describe, expect, it } from 'vitest';
import { codesOf, daysAgo, factsFor, findingsOf, rdapFacts } from '../testing/signal-facts';
import { registrationYoungDomain } from './registration-young-domain';

describe('registration-young-domain', () => {
  it.each([
    [0, ['domain-very-young']],
    [3, ['domain-very-young']],
    [29, ['domain-very-young']],
    [30, ['domain-young']],
    [89, ['domain-young']],
    [90, []],
    [4000, []],
  ])('a domain registered %i days ago gives %j', (days, codes) => {
    const facts = factsFor('fresh-shop.com', { rdap: rdapFacts({ registrationDate: daysAgo(days) }) });
    expect(codesOf(registrationYoungDomain, facts)).toEqual(codes);
  });

  it.each([
    ['no registration date', rdapFacts({ registrationDate: null })],
    ['an unregistered domain (RDAP 404)', rdapFacts({ found: false, registrationDate: null })],
    ['a date in the future', rdapFacts({ registrationDate: daysAgo(-5) })],
  ])('does not hold %s against the site', (_label, rdap) => {
    expect(codesOf(registrationYoungDomain, factsFor('fresh-shop.com', { rdap }))).toEqual([]);
  });

  it('does not run without registration data', () => {
    expect(codesOf(registrationYoungDomain, factsFor('fresh-shop.com'))).toBeNull();
  });

  it('states the age and the registration date, and names the registry', () => {
    const rdap = rdapFacts({
      domain: 'fresh-shop.com',
      registrationDate: daysAgo(3),
      source: 'https://rdap.nic.example/domain/fresh-shop.com',
    });
    const [finding] = findingsOf(registrationYoungDomain, factsFor('fresh-shop.com', { rdap })) ?? [];
    expect(finding?.evidence).toContain('fresh-shop.com was registered 3 days ago (2030-05-29)');
    expect(finding?.source).toBe('RDAP (rdap.nic.example)');
  });
});
