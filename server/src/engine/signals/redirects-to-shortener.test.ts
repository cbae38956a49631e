import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, pageFacts, redirectChain } from '../testing/signal-facts';
import { redirectsToShortener } from './redirects-to-shortener';

function through(...urls: string[]) {
  const [first = '', ...rest] = urls;
  return pageFacts(first, '', {
    finalUrl: urls.at(-1) ?? first,
    redirectChain: redirectChain(first, ...rest),
  });
}

describe('redirects-to-shortener', () => {
  it.each([
    [
      'through bit.ly',
      through('https://promo.com/', 'https://bit.ly/abc', 'https://pay.top/'),
      ['redirect-to-shortener'],
    ],
    [
      'through tinyurl.com',
      through('https://promo.com/', 'https://tinyurl.com/x', 'https://a.top/'),
      ['redirect-to-shortener'],
    ],
    ['straight to another page', through('https://promo.com/', 'https://promo.com/home'), []],
    ['with no redirect', through('https://promo.com/'), []],
  ])('a chain %s gives %j', (_label, page, codes) => {
    expect(codesOf(redirectsToShortener, factsFor('promo.com', { page }))).toEqual(codes);
  });

  it('does not count the shortener the user asked about', () => {
    const page = through('https://bit.ly/abc', 'https://example.org/');
    expect(codesOf(redirectsToShortener, factsFor('bit.ly', { page }))).toEqual([]);
  });
});
