import { describe, expect, it } from 'vitest';
import { normalizeTarget } from './normalize-target';

describe('normalizeTarget', () => {
  it('synthesises http://host/ for a bare domain', () => {
    expect(normalizeTarget('Example.COM')).toEqual({
      input: 'Example.COM',
      url: 'http://example.com/',
      hostname: 'example.com',
      unicodeHostname: 'example.com',
      registrableDomain: 'example.com',
      publicSuffix: 'com',
      subdomain: '',
      isIp: false,
      path: '/',
      query: '',
    });
  });

  it('keeps the canonical href, path and query of a URL', () => {
    const target = normalizeTarget('  https://Login.Example.co.uk/a/b?x=1&y=2#frag ');
    expect(target).toMatchObject({
      input: 'https://Login.Example.co.uk/a/b?x=1&y=2#frag',
      url: 'https://login.example.co.uk/a/b?x=1&y=2#frag',
      hostname: 'login.example.co.uk',
      registrableDomain: 'example.co.uk',
      publicSuffix: 'co.uk',
      subdomain: 'login',
      path: '/a/b',
      query: 'x=1&y=2',
    });
  });

  it.each([
    ['münchen.de', 'xn--mnchen-3ya.de', 'münchen.de'],
    ['xn--mnchen-3ya.de', 'xn--mnchen-3ya.de', 'münchen.de'],
    ['https://www.MÜNCHEN.de/', 'xn--mnchen-3ya.de', 'münchen.de'],
  ])('converts the IDN %s to punycode and Unicode', (input, hostname, unicodeHostname) => {
    expect(normalizeTarget(input)).toMatchObject({
      hostname,
      unicodeHostname,
      registrableDomain: 'xn--mnchen-3ya.de',
    });
  });

  it.each([
    ['www.example.com', 'example.com', ''],
    ['www.www.example.com', 'www.example.com', 'www'],
    ['https://www.shop.example.com/', 'shop.example.com', 'shop'],
    ['www.com', 'www.com', ''],
    ['wwwexample.com', 'wwwexample.com', ''],
  ])('drops exactly one leading www. from %s', (input, hostname, subdomain) => {
    expect(normalizeTarget(input)).toMatchObject({ hostname, subdomain });
  });

  it('treats a private suffix as a public one, so user.github.io is its own site', () => {
    expect(normalizeTarget('https://user.github.io/repo')).toMatchObject({
      registrableDomain: 'user.github.io',
      publicSuffix: 'github.io',
      subdomain: '',
    });
  });

  it('strips trailing dots', () => {
    expect(normalizeTarget('http://example.com./')).toMatchObject({
      hostname: 'example.com',
      registrableDomain: 'example.com',
    });
  });

  it.each([
    ['http://192.168.1.10:8080/login', '192.168.1.10'],
    ['10.0.0.1', '10.0.0.1'],
    ['http://0x7f.0.0.1/', '127.0.0.1'],
    ['http://[2001:db8::1]/x', '2001:db8::1'],
  ])('recognises the IP host of %s', (input, hostname) => {
    expect(normalizeTarget(input)).toMatchObject({
      hostname,
      isIp: true,
      registrableDomain: null,
      publicSuffix: null,
      subdomain: '',
    });
  });

  it('keeps the host and drops the userinfo of a URL with credentials', () => {
    expect(normalizeTarget('http://paypal.com@evil.example/')).toMatchObject({
      url: 'http://paypal.com@evil.example/',
      hostname: 'evil.example',
    });
  });

  it('makes a host that is itself a wildcard public suffix its own site', () => {
    expect(normalizeTarget('https://abc123.r.appspot.com/')).toMatchObject({
      registrableDomain: 'abc123.r.appspot.com',
    });
  });

  it('falls back to a best-effort host when the input is not a URL', () => {
    expect(normalizeTarget('http://exa mple.com:80/path')).toMatchObject({
      url: null,
      hostname: 'exa mple.com',
      path: '',
      query: '',
    });
  });
});
