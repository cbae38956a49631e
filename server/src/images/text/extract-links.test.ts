import { describe, expect, it } from 'vitest';
import { extractLinks, MAX_LINKS } from './extract-links';
import { isGovernmentHost } from './government-host';

function hosts(text: string): string[] {
  return extractLinks(text).map((link) => link.host);
}

describe('extractLinks', () => {
  it.each([
    [
      "a full URL, without the sentence's full stop",
      'Pay here: https://usps-redelivery.info/track?id=9.',
      ['usps-redelivery.info'],
    ],
    ['a www. address', 'Visit www.paypal-secure.top now', ['www.paypal-secure.top']],
    ['a bare domain with a path', 'Go to amaz0n-refund.com/claim today', ['amaz0n-refund.com']],
    ['an email address domain', 'Write to support@micros0ft-help.net', ['micros0ft-help.net']],
    ['an IP address URL', 'Login at http://185.23.44.2/login', ['185.23.44.2']],
    ['several links once each', 'bit.ly/abc and bit.ly/abc then ups.com', ['bit.ly', 'ups.com']],
    [
      'a domain whose registered name is two letters, under a longer name',
      'Betaal via pakket-invoer.nl.eu vandaag',
      ['pakket-invoer.nl.eu'],
    ],
  ])('finds %s', (_label, text, expected) => {
    expect(hosts(text)).toEqual(expected);
  });

  it.each([
    ['a sentence joined without a space', 'That is done.Thanks for waiting'],
    ['abbreviations and versions', 'e.g. version 2.5 of the app, i.e. the new one'],
    ['file names', 'Open invoice.pdf and notes.txt'],
    ['a word pair with a made-up ending', 'hello.worldx is not a thing'],
    ['a missing space before a word-like ending', 'I will come on wednesday.am working on it'],
    ['chat shorthand', 'Gud morning ma.ma am not strong ma,bt I came'],
    ['"luckky draw.you have"', 'your name is in the luckky draw.you have two options'],
  ])('ignores %s', (_label, text) => {
    expect(hosts(text)).toEqual([]);
  });

  it('tells the URL, bare-domain and email forms apart and keeps the written text', () => {
    expect(extractLinks('https://a-shop.com/x, b-shop.net, c@d-shop.org')).toEqual([
      { text: 'https://a-shop.com/x', target: 'https://a-shop.com/x', host: 'a-shop.com', kind: 'url' },
      { text: 'c@d-shop.org', target: 'd-shop.org', host: 'd-shop.org', kind: 'email' },
      { text: 'b-shop.net', target: 'http://b-shop.net', host: 'b-shop.net', kind: 'domain' },
    ]);
  });

  it(`stops at ${MAX_LINKS} links`, () => {
    const text = Array.from({ length: 30 }, (_, index) => `site${index}.com`).join(' ');
    expect(extractLinks(text)).toHaveLength(MAX_LINKS);
  });
});

describe('extractLinks, on addresses as people and tools mangle them', () => {
  it.each([
    ['translation or OCR dropped the colon', 'Login via http //103.39.110.224 now', 'http://103.39.110.224'],
    ['a space inside the slashes', 'Track it here https:/ /cutt.ly/x1', 'https://cutt.ly/x1'],
    ['a space after the slashes', 'Bonus at http // celsius.loan/ today', 'http://celsius.loan/'],
    ['defanged', 'Reported: hxxps://evil-login.top/a', 'https://evil-login.top/a'],
  ])('reads a link whose scheme was broken: %s', (_label, text, target) => {
    expect(extractLinks(text).map((link) => link.target)).toEqual([target]);
  });

  it('still reads bare domains with real endings, and word-like endings with a path', () => {
    expect(hosts('Go to sm4x.info or usps.am/track')).toEqual(['sm4x.info', 'usps.am']);
    expect(hosts('Visit secure-login.me, usps-track.us, hmrc-refund.co.uk or amaz0n.in today')).toEqual([
      'secure-login.me',
      'usps-track.us',
      'hmrc-refund.co.uk',
      'amaz0n.in',
    ]);
  });
});

describe("a government's own sites", () => {
  it('reads short and suffix-only government addresses as links', () => {
    expect(hosts('Check your statement at gov.uk/sign-in-universal-credit')).toEqual(['gov.uk']);
    expect(hosts('Sign in at my.gov.au to read it')).toEqual(['my.gov.au']);
    expect(hosts('Book at nhs.uk/book-covid-vaccination or call 119')).toEqual(['nhs.uk']);
  });

  it('still takes "ok ma.bt" for two words', () => {
    expect(hosts('ok ma.bt')).toEqual([]);
  });
});

describe('isGovernmentHost', () => {
  it.each([
    'irs.gov',
    'dmv.ca.gov',
    'gov.uk',
    'my.gov.au',
    'impots.gouv.fr',
    'sat.gob.mx',
    'kemenkeu.go.id',
    'canada.gc.ca',
  ])('%s is a government host', (host) => {
    expect(isGovernmentHost(host)).toBe(true);
  });

  it.each(['go.ly', 'irs.gov.refund-check.top', 'fake-gov.com', 'govuk-refund.com', 'gov-uk.info'])(
    '%s is not',
    (host) => {
      expect(isGovernmentHost(host)).toBe(false);
    },
  );
});
