import { describe, expect, it } from 'vitest';
import { FindingSchema } from '../report/finding';
import { normalizeTarget } from '../target/normalize-target';
import { analyzeLexical } from './analyze-lexical';

describe('analyzeLexical', () => {
  it('trusts an ordinary site with nothing suspicious about it', () => {
    const result = analyzeLexical('https://www.example.org/about');
    expect(result).toMatchObject({ band: 'trusted', threatLevel: 'safe', hardFail: null, lookalike: null });
    expect(result.findings).toEqual([]);
    expect(result.target.hostname).toBe('example.org');
  });

  it('trusts a brand on its own domain more than an unknown site', () => {
    expect(analyzeLexical('https://www.paypal.com/').score).toBeGreaterThan(
      analyzeLexical('example.org').score,
    );
  });

  it('marks a brand homoglyph as suspicious and names the real site', () => {
    const result = analyzeLexical('paypa1.com');
    expect(result).toMatchObject({
      band: 'suspicious',
      threatLevel: 'danger',
      lookalike: { brand: 'PayPal', officialDomain: 'paypal.com', technique: 'homoglyph' },
      hardFail: { code: 'lookalike-homoglyph' },
    });
  });

  it.each([
    'http://paypal.com.0.confirmation.account-security.example.info/',
    'https://support-appleld.com.secureupdate.example.com/ap/89e6a3b4b063b8d/?cmd=_update',
    'http://192.0.2.1/wp-includes/login.php?email=victim@example.org',
    'http://paypal.com@evil.example/',
  ])('scores a classic phishing URL below 40: %s', (url) => {
    expect(analyzeLexical(url).score).toBeLessThan(40);
  });

  it.each([
    'https://en.wikipedia.org/wiki/PayPal',
    'https://www.bbc.co.uk/news/technology',
    'https://github.com/login',
    'https://www.amazon.de/gp/cart/view.html',
    'https://accounts.google.com/ServiceLogin',
  ])('keeps an ordinary URL trusted: %s', (url) => {
    expect(analyzeLexical(url).band).toBe('trusted');
  });

  it('accepts an already normalised target', () => {
    const target = normalizeTarget('paypa1.com');
    expect(analyzeLexical(target).target).toBe(target);
  });

  it.each([
    '',
    'not a url at all',
    'http://',
    '::::',
    '\u0000',
    'http://[::1',
    `https://${'a.'.repeat(200)}com`,
  ])('never throws on odd input %j', (input) => {
    const result = analyzeLexical(input);
    expect(result.score).toBeGreaterThanOrEqual(0);
    for (const finding of result.findings) expect(FindingSchema.safeParse(finding).success).toBe(true);
  });
});
