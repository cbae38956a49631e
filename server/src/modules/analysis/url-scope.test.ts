import { normalizeTarget } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { siteInputOf, urlReportKey } from './url-scope';

describe('URL reports and domain reports', () => {
  it.each([
    ['example.com', null, 'example.com'],
    ['https://www.example.com/', null, 'https://www.example.com/'],
    ['https://example.com/#top', null, 'https://example.com/'],
    [
      'https://victim.example/wp-admin/paypal-login/verify.php?email=a@b.c#x',
      'https://victim.example/wp-admin/paypal-login/verify.php?email=a@b.c',
      'https://victim.example/',
    ],
    ['http://shop.example:8080/?id=1', 'http://shop.example:8080/?id=1', 'http://shop.example:8080/'],
    ['shop.example/login', 'http://shop.example/login', 'shop.example'],
    ['http://203.0.113.7/login', 'http://203.0.113.7/login', 'http://203.0.113.7/'],
  ])('%s has URL key %s and is judged as a site from %s', (input, key, site) => {
    const target = normalizeTarget(input);
    expect(urlReportKey(target)).toBe(key);
    expect(siteInputOf(target)).toBe(site);
    expect(normalizeTarget(siteInputOf(target)).hostname).toBe(target.hostname);
  });
});
