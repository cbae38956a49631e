import { describe, expect, it } from 'vitest';
import { codesOf, daysAgo, factsFor, findingsOf, rdapFacts } from '../testing/signal-facts';
import { lookalikeYoungDomain } from './lookalike-young-domain';

describe('lookalike-young-domain', () => {
  it.each([
    ['paypa1.com', 5, ['lookalike-young-domain']],
    ['paypal-secure-login.com', 60, ['lookalike-young-domain']],
    ['paypa1.com', 90, []],
    ['paypa1.com', 3000, []],
    ['quiet-garden-supplies.com', 2, []],
    ['paypal.com', 2, []],
  ])('%s registered %i days ago gives %j', (host, days, codes) => {
    const facts = factsFor(host, { rdap: rdapFacts({ domain: host, registrationDate: daysAgo(days) }) });
    expect(codesOf(lookalikeYoungDomain, facts)).toEqual(codes);
  });

  it('names the imitated domain and the age', () => {
    const facts = factsFor('paypa1.com', {
      rdap: rdapFacts({ domain: 'paypa1.com', registrationDate: daysAgo(2) }),
    });
    const [finding] = findingsOf(lookalikeYoungDomain, facts) ?? [];
    expect(finding?.title).toBe('New domain imitating PayPal');
    expect(finding?.evidence).toBe('paypa1.com imitates paypal.com and was registered only 2 days ago.');
  });
});
