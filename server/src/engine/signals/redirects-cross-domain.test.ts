import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, findingsOf, pageFacts, redirectChain } from '../testing/signal-facts';
import { redirectsCrossDomain } from './redirects-cross-domain';

function landing(start: string, ...hops: string[]) {
  const final = hops.at(-1) ?? start;
  return pageFacts(start, '<title>Welcome</title>', {
    finalUrl: final,
    redirectChain: redirectChain(start, ...hops),
  });
}

describe('redirects-cross-domain', () => {
  it.each([
    [
      'to another site',
      'parcel-fee.com',
      landing('https://parcel-fee.com/', 'https://pay-now.top/x'),
      ['redirect-cross-domain'],
    ],
    [
      'http to https on the same host',
      'example.com',
      landing('http://example.com/', 'https://example.com/'),
      [],
    ],
    [
      'to www of the same site',
      'example.com',
      landing('https://example.com/', 'https://www.example.com/'),
      [],
    ],
    [
      'to a subdomain of the same site',
      'example.com',
      landing('https://example.com/', 'https://shop.example.com/'),
      [],
    ],
    [
      'between one brand’s own domains',
      'fb.com',
      landing('https://fb.com/', 'https://www.facebook.com/'),
      [],
    ],
    ['from a link shortener (its job)', 'bit.ly', landing('https://bit.ly/x', 'https://example.org/'), []],
  ])('a redirect %s on %s gives %j', (_label, host, page, codes) => {
    expect(codesOf(redirectsCrossDomain, factsFor(host, { page }))).toEqual(codes);
  });

  it('counts a prompt meta refresh to another site', () => {
    const html = '<meta http-equiv="refresh" content="0; url=https://collect.example.net/">';
    const facts = factsFor('landing.com', { page: pageFacts('https://landing.com/', html) });
    const [finding] = findingsOf(redirectsCrossDomain, facts) ?? [];
    expect(finding?.evidence).toBe(
      'Opening landing.com lands on collect.example.net through a meta refresh (https://collect.example.net/).',
    );
  });

  it('ignores a slow "you are leaving" meta refresh', () => {
    const html = '<meta http-equiv="refresh" content="30; url=https://elsewhere.example.net/">';
    expect(
      codesOf(
        redirectsCrossDomain,
        factsFor('landing.com', { page: pageFacts('https://landing.com/', html) }),
      ),
    ).toEqual([]);
  });

  it('says where the visitor lands and after how many redirects', () => {
    const page = landing('https://parcel-fee.com/', 'https://parcel-fee.com/a', 'https://pay-now.top/x');
    const [finding] = findingsOf(redirectsCrossDomain, factsFor('parcel-fee.com', { page })) ?? [];
    expect(finding?.evidence).toBe(
      'Opening parcel-fee.com lands on pay-now.top after 2 redirects (https://pay-now.top/x).',
    );
  });
});
