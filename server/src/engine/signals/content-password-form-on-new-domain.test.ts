import { describe, expect, it } from 'vitest';
import { codesOf, daysAgo, factsFor, pageFacts, rdapFacts } from '../testing/signal-facts';
import { contentPasswordFormOnNewDomain } from './content-password-form-on-new-domain';

const LOGIN = '<form><input name="u"><input type="password" name="p"></form>';
const ARTICLE = '<p>Hello</p>';

describe('content-password-form-on-new-domain', () => {
  it.each([
    ['a login page registered 4 days ago', LOGIN, 4, ['password-form-new-domain']],
    ['a login page registered 2 years ago', LOGIN, 730, []],
    ['a page without a password field, 4 days old', ARTICLE, 4, []],
  ])('%s gives %j', (_label, html, days, codes) => {
    const facts = factsFor('https://acme-login.com/', {
      page: pageFacts('https://acme-login.com/', html),
      rdap: rdapFacts({ registrationDate: daysAgo(days) }),
    });
    expect(codesOf(contentPasswordFormOnNewDomain, facts)).toEqual(codes);
  });

  it('needs both the page and the registration date', () => {
    const page = pageFacts('https://acme-login.com/', LOGIN);
    expect(codesOf(contentPasswordFormOnNewDomain, factsFor('https://acme-login.com/', { page }))).toBeNull();
  });
});
