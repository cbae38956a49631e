import { describe, expect, it } from 'vitest';
import { codesOf, daysAgo, factsFor, findingsOf, tlsFacts } from '../testing/signal-facts';
import { certificateFresh } from './certificate-fresh';

describe('certificate-fresh', () => {
  it.each([
    [0, ['certificate-fresh']],
    [2, ['certificate-fresh']],
    [3, []],
    [45, []],
    [-1, []],
  ])('a certificate issued %i days ago gives %j', (days, codes) => {
    const facts = factsFor('example.com', { tls: tlsFacts({ validFrom: daysAgo(days) }) });
    expect(codesOf(certificateFresh, facts)).toEqual(codes);
  });

  it('names the issuer', () => {
    const facts = factsFor('example.com', { tls: tlsFacts({ validFrom: daysAgo(1) }) });
    const [finding] = findingsOf(certificateFresh, facts) ?? [];
    expect(finding?.evidence).toBe("The certificate was issued 1 day ago by R11 (Let's Encrypt).");
  });
});
