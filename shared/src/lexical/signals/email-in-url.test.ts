import { describe, expect, it } from 'vitest';
import { codesOf, findingsOf } from '../testing';
import { emailInUrl } from './email-in-url';

describe('email-in-url', () => {
  it.each([
    'http://example.com/inbox/index.php?email=victim@example.org',
    'https://storage.example.com/page.html#victim@example.org',
    'http://example.com/read/?login=victim%40example.org',
    'https://kit.example/#dmljdGltQGV4YW1wbGUub3Jn',
    'http://example.com/verify.php?email=',
  ])('flags %s', (url) => {
    expect(codesOf(emailInUrl, url)).toEqual(['url-contains-email']);
  });

  it.each([
    'https://example.com/contact',
    'https://example.com/users/alice',
    'https://example.com/a/YWxpY2UgaW4gd29uZGVybGFuZA==',
  ])('says nothing about %s', (url) => {
    expect(codesOf(emailInUrl, url)).toEqual([]);
  });

  it('shows the decoded address', () => {
    expect(findingsOf(emailInUrl, 'https://kit.example/#dmljdGltQGV4YW1wbGUub3Jn')[0]?.evidence).toContain(
      'victim@example.org',
    );
  });
});
