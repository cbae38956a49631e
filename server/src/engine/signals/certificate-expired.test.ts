import { describe, expect, it } from 'vitest';
import { codesOf, daysAgo, factsFor, tlsFacts } from '../testing/signal-facts';
import { certificateExpired } from './certificate-expired';

describe('certificate-expired', () => {
  it.each([
    ['expired yesterday', daysAgo(1), ['certificate-expired']],
    ['expired a year ago', daysAgo(365), ['certificate-expired']],
    ['valid for 50 more days', daysAgo(-50), []],
  ])('a certificate %s gives %j', (_label, validTo, codes) => {
    const facts = factsFor('example.com', {
      tls: tlsFacts({ validTo, authorized: false, authorizationError: 'CERT_HAS_EXPIRED' }),
    });
    expect(codesOf(certificateExpired, facts)).toEqual(codes);
  });
});
