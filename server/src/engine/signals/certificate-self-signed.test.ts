import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, tlsFacts } from '../testing/signal-facts';
import { certificateSelfSigned } from './certificate-self-signed';

describe('certificate-self-signed', () => {
  it.each([
    [
      'self-signed and untrusted',
      { selfSigned: true, authorized: false, authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT' },
      ['certificate-self-signed'],
    ],
    ['self-signed but trusted by the operator', { selfSigned: true, authorized: true }, []],
    ['issued by an authority', { selfSigned: false, authorized: true }, []],
  ])('%s gives %j', (_label, overrides, codes) => {
    expect(codesOf(certificateSelfSigned, factsFor('example.com', { tls: tlsFacts(overrides) }))).toEqual(
      codes,
    );
  });
});
