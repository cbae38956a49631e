import { describe, expect, it } from 'vitest';
import { codesOf, daysAgo, factsFor, tlsFacts } from '../testing/signal-facts';
import { certificateInvalid } from './certificate-invalid';

describe('certificate-invalid', () => {
  const untrusted = { authorized: false, authorizationError: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' };
  it.each([
    ['an unknown authority', untrusted, ['certificate-untrusted']],
    ['a trusted certificate', { authorized: true }, []],
    // Each of these has its own, more precise signal.
    ['a self-signed one', { ...untrusted, selfSigned: true }, []],
    ['one for another name', { ...untrusted, sanMatch: false }, []],
    ['an expired one', { ...untrusted, validTo: daysAgo(2) }, []],
  ])('%s gives %j', (_label, overrides, codes) => {
    expect(codesOf(certificateInvalid, factsFor('example.com', { tls: tlsFacts(overrides) }))).toEqual(codes);
  });
});
