import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { credentialKeywords } from './credential-keywords';

describe('credential-keywords', () => {
  it.each([
    ['http://secure-login.example.com/', ['credential-keyword-host']],
    ['http://appleidverify.example/', ['credential-keyword-host']],
    ['http://account-security.example.net/', ['credential-keyword-host']],
    ['http://example.com/signin.php', ['credential-keyword-path']],
    ['http://example.com/webscr?cmd=_login-run', ['credential-keyword-path']],
    ['http://example.com/SLogin.htm', ['credential-keyword-path']],
    ['http://verify-account.example/login.php', ['credential-keyword-host', 'credential-keyword-path']],
  ])('flags %s', (url, codes) => {
    expect(codesOf(credentialKeywords, url)).toEqual(codes);
  });

  it.each([
    'https://www.designingbuildings.co.uk/wiki/Select_committee',
    'https://secure.example.com/',
    'https://example.com/account/',
    'https://login.microsoftonline.com/common/oauth2/authorize',
    'https://accounts.google.com/signin',
    'https://example.com/blog/web-designing-course',
  ])('says nothing about %s', (url) => {
    expect(codesOf(credentialKeywords, url)).toEqual([]);
  });
});
