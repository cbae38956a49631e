import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, findingsOf, tlsFacts } from '../testing/signal-facts';
import { certificateSanMismatch } from './certificate-san-mismatch';

describe('certificate-san-mismatch', () => {
  it.each([
    [true, []],
    [false, ['certificate-name-mismatch']],
  ])('sanMatch %s gives %j', (sanMatch, codes) => {
    expect(codesOf(certificateSanMismatch, factsFor('example.com', { tls: tlsFacts({ sanMatch }) }))).toEqual(
      codes,
    );
  });

  it('lists the names the certificate is for, at most three', () => {
    const tls = tlsFacts({
      hostname: 'shop.example',
      sanMatch: false,
      subjectAltNames: ['a.test', 'b.test', 'c.test', 'd.test', 'e.test'],
    });
    const [finding] = findingsOf(certificateSanMismatch, factsFor('shop.example', { tls })) ?? [];
    expect(finding?.evidence).toBe(
      'shop.example presented a certificate for a.test, b.test, c.test and 2 more.',
    );
  });
});
