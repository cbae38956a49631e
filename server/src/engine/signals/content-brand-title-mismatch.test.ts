import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, findingsOf, pageFacts } from '../testing/signal-facts';
import { contentBrandTitleMismatch } from './content-brand-title-mismatch';

const PASSWORD = '<form><input name="u"><input type="password"></form>';

function page(url: string, title: string, body = '') {
  return factsFor(url, { page: pageFacts(url, `<title>${title}</title>${body}`) });
}

describe('content-brand-title-mismatch', () => {
  it.each([
    ['a PayPal login clone', 'https://secure-acc0unt.com/', 'PayPal: Log in', PASSWORD, ['brand-login-page']],
    [
      'a Microsoft sign-in clone',
      'https://mail-portal.top/',
      'Sign in to your Microsoft account',
      PASSWORD,
      ['brand-login-page'],
    ],
    ['a bare brand title', 'https://parcel-update.com/', 'Netflix', '', ['brand-in-title']],
    [
      'a brand with account words',
      'https://help-desk-center.com/',
      'Verify your Amazon account now please',
      '',
      ['brand-in-title'],
    ],
    [
      'an everyday-word brand with a password and sign-in words',
      'https://id-unlock.com/',
      'Apple ID - Sign In',
      PASSWORD,
      ['brand-login-page'],
    ],
  ])('flags %s', (_label, url, title, body, codes) => {
    expect(codesOf(contentBrandTitleMismatch, page(url, title, body))).toEqual(codes);
  });

  it.each([
    ['the brand’s own site', 'https://www.paypal.com/signin', 'PayPal: Log in', PASSWORD],
    [
      'another domain of the same company',
      'https://login.live.com/',
      'Sign in to your Microsoft account',
      PASSWORD,
    ],
    [
      'a news headline that mentions a brand',
      'https://news.example.org/',
      'PayPal reports record quarter as users grow in Europe',
      '',
    ],
    ['an everyday word without a sign-in form', 'https://fruit-farm.com/', 'Apple', ''],
    [
      'an everyday word on a members page without sign-in words',
      'https://pie-club.org/',
      'Apple pie club members',
      PASSWORD,
    ],
    ['a title naming no brand', 'https://quiet-garden.com/', 'Sign in', PASSWORD],
    ['a page without a title', 'https://quiet-garden.com/', '', PASSWORD],
  ])('does not flag %s', (_label, url, title, body) => {
    expect(codesOf(contentBrandTitleMismatch, page(url, title, body))).toEqual([]);
  });

  it('quotes the title and names the official domain', () => {
    const [finding] =
      findingsOf(
        contentBrandTitleMismatch,
        page('https://secure-acc0unt.com/', 'PayPal: Log in', PASSWORD),
      ) ?? [];
    expect(finding?.title).toBe('Looks like a PayPal sign-in page');
    expect(finding?.evidence).toBe(
      'The page is titled "PayPal: Log in" and asks for a password, but secure-acc0unt.com is not PayPal\'s site (paypal.com).',
    );
  });
});
