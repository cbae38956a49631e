import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, findingsOf, rdapFacts } from '../testing/signal-facts';
import { registrationHoldStatus } from './registration-hold-status';

describe('registration-hold-status', () => {
  it.each([
    [['client hold'], ['domain-hold-status']],
    [['server hold', 'client transfer prohibited'], ['domain-hold-status']],
    [['clientHold'], ['domain-hold-status']],
    [['active'], []],
    [['client transfer prohibited', 'client delete prohibited'], []],
    [[], []],
  ])('statuses %j give %j', (status, codes) => {
    expect(codesOf(registrationHoldStatus, factsFor('held.com', { rdap: rdapFacts({ status }) }))).toEqual(
      codes,
    );
  });

  it('quotes the hold statuses it saw', () => {
    const rdap = rdapFacts({ domain: 'held.com', status: ['client hold', 'server hold'] });
    const [finding] = findingsOf(registrationHoldStatus, factsFor('held.com', { rdap })) ?? [];
    expect(finding?.evidence).toContain('"client hold" and "server hold"');
  });
});
