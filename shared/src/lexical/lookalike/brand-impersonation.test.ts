import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../data/brands';
import { analyzeLexical } from '../analyze-lexical';

// Our own examples of each impersonation technique, official and sibling domains, and everyday sites.
describe('brand impersonation', () => {
  it.each([
    // digit and letter substitutions
    ['paypa1.com', 'PayPal', 'paypal.com', 'homoglyph'],
    ['micros0ft.com', 'Microsoft', 'microsoft.com', 'homoglyph'],
    ['amaz0n.com', 'Amazon', 'amazon.com', 'homoglyph'],
    ['rnicrosoft-support.com', 'Microsoft', 'microsoft.com', 'homoglyph'],
    ['vvellsfargo.com', 'Wells Fargo', 'wellsfargo.com', 'homoglyph'],
    ['netfiix.com', 'Netflix', 'netflix.com', 'edit-distance'],
    ['app1e-support.com', 'Apple', 'apple.com', 'homoglyph'],
    // IDN homoglyphs (Cyrillic а, Greek ο)
    ['https://xn--pypal-4ve.com/', 'PayPal', 'paypal.com', 'homoglyph'],
    ['http://аpple.com/', 'Apple', 'apple.com', 'homoglyph'],
    // edit distance
    ['gooogle.com', 'Google', 'google.com', 'edit-distance'],
    ['coinbsae.com', 'Coinbase', 'coinbase.com', 'edit-distance'],
    ['royalmial.com', 'Royal Mail', 'royalmail.com', 'edit-distance'],
    // combosquatting
    ['paypal-secure-login.com', 'PayPal', 'paypal.com', 'combosquat'],
    ['secure-paypal-verify.net', 'PayPal', 'paypal.com', 'combosquat'],
    ['paypa1-secure.com', 'PayPal', 'paypal.com', 'homoglyph'],
    ['usps-redelivery.com', 'USPS', 'usps.com', 'combosquat'],
    ['uspsredelivery.info', 'USPS', 'usps.com', 'combosquat'],
    ['evri-parcel-fee.com', 'Evri', 'evri.com', 'combosquat'],
    ['hmrc-gov.uk', 'HMRC', 'www.gov.uk', 'combosquat'],
    ['irs-refund.com', 'IRS', 'irs.gov', 'combosquat'],
    ['ato-refund.net', 'ATO', 'ato.gov.au', 'combosquat'],
    ['chase-secure-alert.com', 'Chase', 'chase.com', 'combosquat'],
    ['ezpass-unpaid-toll.com', 'E-ZPass', 'e-zpassny.com', 'combosquat'],
    ['incometax-refund.in', 'Income Tax Department', 'incometax.gov.in', 'combosquat'],
    ['ssa-benefits-update.com', 'Social Security Administration', 'ssa.gov', 'combosquat'],
    ['amazon-prime-refund.com', 'Amazon', 'amazon.com', 'combosquat'],
    // brand words split by hyphens
    ['post-nl.com', 'PostNL', 'postnl.nl', 'combosquat'],
    ['royal-mail.co.uk', 'Royal Mail', 'royalmail.com', 'combosquat'],
    ['australia-post.info', 'Australia Post', 'auspost.com.au', 'combosquat'],
    // the brand in a subdomain of someone else's domain
    ['paypal.com.verify-account.xyz', 'PayPal', 'paypal.com', 'subdomain'],
    ['http://paypal.evil.com/', 'PayPal', 'paypal.com', 'subdomain'],
    ['https://royalmail.parcel-redelivery.com/', 'Royal Mail', 'royalmail.com', 'subdomain'],
    // the brand's domain followed by a TLD trick
    ['apple.com-id.support', 'Apple', 'apple.com', 'subdomain'],
    ['amazon.co.uk-orders.info', 'Amazon', 'amazon.com', 'subdomain'],
    // the brand's name on another ending
    ['paypal.co', 'PayPal', 'paypal.com', 'tld-swap'],
    ['netflix.xyz', 'Netflix', 'netflix.com', 'tld-swap'],
    ['coinbase.support', 'Coinbase', 'coinbase.com', 'tld-swap'],
  ])('%s is Suspicious and names %s (%s) by %s', (url, brand, officialDomain, technique) => {
    const result = analyzeLexical(url);
    expect(result.lookalike).toEqual({ brand, officialDomain, technique });
    expect(result.band).toBe('suspicious');
    expect(result.score).toBeLessThan(40);
  });

  it.each([
    // official domains and sibling domains the brands own
    'paypal.com',
    'paypal.me',
    'paypal-community.com',
    'paypalobjects.com',
    'https://www.paypal.com/signin',
    'microsoftonline.com',
    'login.live.com',
    'amazon.co.uk',
    'amazon.de',
    'primevideo.com',
    'icloud.com',
    'appleid.apple.com',
    'postnl.nl',
    'royalmail.com',
    'parcelforce.com',
    'evri.com',
    'myhermes.co.uk',
    'www.gov.uk/government/organisations/hm-revenue-customs',
    'irs.gov',
    'ato.gov.au',
    'my.gov.au',
    'incometax.gov.in',
    'onlinesbi.sbi',
    'hdfcbank.com',
    'auspost.com.au',
    'chase.com',
    'e-zpassny.com',
    'wa.me',
    'cash.app',
    'coinbase.com',
    'ee.co.uk',
    'kleinanzeigen.de',
  ])('%s, the brand’s own, gets no lookalike', (url) => {
    expect(analyzeLexical(url).lookalike).toBeNull();
  });

  it.each([
    'joes-bakery-portland.com',
    'applebees.com',
    'chasewood-dental.com',
    'amazonia-tours.com.br',
    'orange-county-plumbing.com',
    'blue-sky-tours.com',
    'three-rivers-hospital.org',
    'target-practice-range.com',
    'interact.com',
    'telegraph.co.uk',
    'delivery-hero.com',
    'ups-and-downs-bakery.com',
    'irs-consultants.gov',
    'cambridge.ac.uk',
    'postie.co.nz',
    'nypost.com',
    'lacoste.com',
    'mining.com',
    'kotaku.com',
    'easynet.co.uk',
    'line6.com',
    'stripe21.com',
  ])('%s is an everyday site, not a lookalike', (url) => {
    const result = analyzeLexical(url);
    expect(result.lookalike).toBeNull();
    expect(result.band).not.toBe('suspicious');
  });

  it('keeps a knowledge base of 300+ brands with sectors, scam words and official domains', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(300);
    for (const brand of BRANDS) {
      expect(brand.domains.length, brand.name).toBeGreaterThan(0);
      expect(brand.keywords.length, brand.name).toBeGreaterThan(0);
      expect(brand.scamWords.length, brand.name).toBeGreaterThan(0);
    }
    const sectors = new Set(BRANDS.map((brand) => brand.sector));
    for (const sector of ['bank', 'payment', 'delivery', 'government', 'toll', 'crypto', 'telecom'])
      expect(sectors).toContain(sector);
  });
});
