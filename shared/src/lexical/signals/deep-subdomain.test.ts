import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { deepSubdomain } from './deep-subdomain';

describe('deep-subdomain', () => {
  it.each([
    ['http://a.b.c.example.com/', ['subdomain-deep']],
    ['http://paypal.com.example.net/', ['subdomain-embedded-domain']],
    ['http://paypal.com.secure.example.net/', ['subdomain-deep', 'subdomain-embedded-domain']],
    ['http://gov.tax-refund.example.com/', ['subdomain-embedded-domain']],
    ['http://login.live.com.office.example.net/', ['subdomain-deep', 'subdomain-embedded-domain']],
  ])('flags %s', (url, codes) => {
    expect(codesOf(deepSubdomain, url)).toEqual(codes);
  });

  it.each([
    'https://www.example.com/',
    'https://en.m.wikipedia.org/',
    'https://info.example.com/',
    'https://user.github.io/',
    'https://mail.example.co.uk/',
  ])('says nothing about %s', (url) => {
    expect(codesOf(deepSubdomain, url)).toEqual([]);
  });
});
