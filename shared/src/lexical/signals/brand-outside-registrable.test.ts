import { describe, expect, it } from 'vitest';
import { codesOf, findingsOf } from '../testing';
import { brandOutsideRegistrable } from './brand-outside-registrable';

describe('brand-outside-registrable', () => {
  it.each([
    ['http://paypal.com.secure-update.example.net/', ['brand-domain-in-subdomain']],
    ['http://wms.santander.com-mx-servicio.example.com/', ['brand-domain-in-subdomain']],
    ['http://rakuten.co.jp.randomhost.example.ga/', ['brand-domain-in-subdomain']],
    ['http://netflix-billing.example.com/', ['brand-in-subdomain']],
    ['http://support-appleld.example.com/', ['brand-in-subdomain']],
    ['http://apple.secure-login.example.com/', ['brand-in-subdomain']],
    ['http://example.com/paypal/webapps/', ['brand-in-path']],
    ['http://example.com/chase/login.php', ['brand-in-path']],
    ['http://example.com/www/yahoologin/index.htm', ['brand-page-in-path']],
    ['http://example.com/cache/c/comcast.php', ['brand-page-in-path']],
    ['https://example.com/Chase.com/', ['brand-page-in-path']],
    ['http://example.com/zv/OneDriv/index.php', ['brand-page-in-path']],
  ])('flags %s', (url, codes) => {
    expect(codesOf(brandOutsideRegistrable, url)).toEqual(codes);
  });

  it.each([
    'https://www.paypal.com/signin',
    'https://support.apple.com/kb/HT204790',
    'https://apple.stackexchange.com/questions',
    'https://www.imore.com/how-to-permanently-delete-your-snapchat-account',
    'https://en.wikipedia.org/wiki/PayPal',
    'https://www.revolution.example.com/',
    'https://interactive.example.org/',
    'https://amazon.co.uk/gp/cart',
  ])('says nothing about %s', (url) => {
    expect(codesOf(brandOutsideRegistrable, url)).toEqual([]);
  });

  it('names the brand and its official domain', () => {
    const [finding] = findingsOf(brandOutsideRegistrable, 'http://paypal.com.secure-update.example.net/');
    expect(finding?.title).toBe('Pretends to be PayPal');
    expect(finding?.evidence).toContain('not paypal.com');
  });
});
