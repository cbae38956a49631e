import { describe, expect, it } from 'vitest';
import { FindingSchema } from '../report/finding';
import { normalizeTarget } from '../target/normalize-target';
import { MIN_HARM_EVIDENCE } from '../scoring/score';
import { analyzeLexical } from './analyze-lexical';
import { BUNDLED_POPULARITY_TOP_10K } from './bundled-popularity';

const withList = { popularity: BUNDLED_POPULARITY_TOP_10K };

describe('analyzeLexical', () => {
  it('keeps a site nothing is known about in Caution, with threat level unknown', () => {
    const result = analyzeLexical('https://joes-bakery-portland.com/about');
    expect(result).toMatchObject({
      band: 'caution',
      threatLevel: 'unknown',
      hardFail: null,
      lookalike: null,
    });
    expect(result.evidence.establishment).toBe(0);
    expect(result.evidence.harm).toBeLessThan(MIN_HARM_EVIDENCE);
    expect(result.target.hostname).toBe('joes-bakery-portland.com');
  });

  it('trusts a popular site only with the popularity list, and says why', () => {
    expect(analyzeLexical('https://www.wikipedia.org/').band).toBe('caution');
    const result = analyzeLexical('https://www.wikipedia.org/', withList);
    expect(result).toMatchObject({ band: 'trusted', threatLevel: 'safe' });
    expect(result.evidence.establishment).toBeGreaterThan(0);
    expect(result.findings.map((finding) => finding.code)).toContain('popularity-top-1k');
  });

  it.each([
    'https://my-shop.weebly.com/',
    'https://storage.googleapis.com/some-bucket/index.html',
    'https://bit.ly/3xYz9Ab',
    'https://pay-invoice.pages.dev/',
  ])('never lends a platform’s popularity to what it hosts: %s', (url) => {
    const result = analyzeLexical(url, withList);
    expect(result.band).not.toBe('trusted');
    expect(result.findings.filter((finding) => finding.category === 'popularity')).toEqual([]);
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
    expect(analyzeLexical(url, withList).band).toBe('trusted');
  });

  // Small sites nothing shipped knows about: Caution ("we could not tell"), never Suspicious.
  it.each(['joes-bakery.com', 'smith-plumbing.co.uk', 'https://www.lakeside-dental-care.com/contact'])(
    'keeps the unknown small site %s in Caution without harm',
    (url) => {
      const result = analyzeLexical(url, withList);
      expect(result).toMatchObject({
        band: 'caution',
        threatLevel: 'unknown',
        evidence: { establishment: 0 },
      });
    },
  );

  // Everyday sites people type or follow (our own list): with the bundled list, Trusted offline.
  it.each([
    'github.com',
    'bbc.co.uk',
    'wikipedia.org',
    'example.com',
    'https://www.nytimes.com/',
    'https://www.spiegel.de/',
    'https://www.harvard.edu/',
    'https://vercel.com/',
    'https://www.reddit.com/r/programming/',
    'https://docs.python.org/3/library/json.html',
    'https://news.ycombinator.com/item?id=123',
    'https://www.lemonde.fr/international/',
    'https://www.ikea.com/us/en/',
    'https://www.w3.org/TR/html52/',
    'https://www.npmjs.com/package/zod',
    'https://kubernetes.io/docs/home/',
    'https://www.bbc.com/news/world-europe-12345678',
    'https://stackoverflow.com/questions/11227809/why-is-processing-a-sorted-array-faster',
    'https://developer.mozilla.org/en-US/docs/Web/JavaScript',
    'https://www.etsy.com/shop/HandmadeByAnna',
    'https://www.gov.uk/browse/driving',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.dropbox.com/s/abc123/file.pdf',
  ])('keeps the everyday address %s at 70 or above', (url) => {
    expect(analyzeLexical(url, withList).score).toBeGreaterThanOrEqual(70);
  });

  // Classic phishing shapes (our own examples): the worst must be Suspicious, the rest at least Caution.
  it.each([
    'http://secure-login-verify.example.top/account/update.php',
    'https://example-shop.com/wp-content/plugins/xyz/secure/office365/index.php',
    'https://accounts-google.com-signin.example.net/',
    'http://login.microsoftonline.com.auth.example.ru/common/oauth2/',
    'http://amaz0n-billing-update.com/',
    'https://netflix-account-hold.web.app/',
    'http://example.com/dropbox/file/view.php?id=a@b.com',
    'http://hacked-site.example.com/.well/docs/sharepoint/index.html',
    'https://wellsfargo-secure.example.com/online/signon',
  ])('scores the phishing shape %s below 40', (url) => {
    expect(analyzeLexical(url).score).toBeLessThan(40);
  });

  it.each([
    'http://bit.ly/3xYz9Ab',
    'https://docs.google.com/forms/d/e/1FAIpQLSx/viewform',
    'http://x9k2.example.com/ourtime/ourtime.html',
    'http://example.com/cgi-bin/webscr?cmd=_login-submit',
    'http://mail.x7k2p9q.com/.../',
    'https://kjhdsfkjhsdf.top/',
  ])('scores the suspicious shape %s below 70', (url) => {
    expect(analyzeLexical(url).score).toBeLessThan(70);
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
