import { describe, expect, it } from 'vitest';
import { codesOf, findingsOf } from '../testing';
import { officialDomain } from './official-domain';

describe('official-domain', () => {
  it.each(['https://www.paypal.com/', 'https://login.microsoftonline.com/', 'amazon.co.uk', 'google.com.br'])(
    'recognises %s as a brand’s own site',
    (url) => {
      expect(codesOf(officialDomain, url)).toEqual(['brand-official-domain']);
    },
  );

  it.each([
    'https://paypal.online/',
    'https://drive.google.com/file/d/abc/view',
    'https://sites.google.com/view/page',
    'https://example.com/',
    // Shorteners run by a brand forward to anyone's address.
    'https://t.co/uNgMxADEBE',
    'https://lnkd.in/abc',
  ])('gives no brand trust to %s', (url) => {
    expect(codesOf(officialDomain, url)).toEqual([]);
  });

  it('adds trust points', () => {
    expect(findingsOf(officialDomain, 'https://www.paypal.com/')[0]?.points).toBeGreaterThan(0);
  });
});
