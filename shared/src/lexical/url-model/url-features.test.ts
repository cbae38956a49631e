import { describe, expect, it } from 'vitest';
import { normalizeTarget } from '../../target/normalize-target';
import { gatherLexicalFacts } from '../lexical-facts';
import { URL_FEATURES, urlFeatureValues, type UrlFeatureName } from './url-features';
import { gatherUrlParts } from './url-parts';

function featuresOf(url: string): Record<string, number> {
  const values = urlFeatureValues(gatherUrlParts(gatherLexicalFacts(normalizeTarget(url))));
  return Object.fromEntries(URL_FEATURES.map((feature, i) => [feature.name, values[i] ?? Number.NaN]));
}

describe('URL structure features', () => {
  it.each<[string, UrlFeatureName, number]>([
    ['http://a1b2.example.com/', 'host-digits', 2],
    ['http://x.y.z.example.com/', 'host-subdomains', 3],
    ['http://cpanel.example.com/', 'service-subdomain', 1],
    ['http://www.example.com/', 'service-subdomain', 0],
    ['https://bestcoffeeshop.com/', 'site-word-share', 1],
    ['https://dpfoidspoifopdsifpoi.com/', 'site-word-share', 0],
    ['http://shop99.example/', 'site-ends-in-digits', 1],
    ['https://example.gov.uk/', 'institutional-suffix', 1],
    ['https://example.edu/', 'institutional-suffix', 1],
    ['https://example.com/', 'institutional-suffix', 0],
    ['http://accountbilling-update.com/', 'host-keyword-words', 3],
    ['http://betgirislogin.com/', 'host-sign-in-words', 2],
    ['https://example.com/', 'home-page', 1],
    ['https://example.com/?q=1', 'home-page', 0],
    ['https://example.com/a/b/c.html', 'path-depth', 3],
    ['https://example.com/a/b/c.html', 'page-html', 1],
    ['https://example.com/next.php', 'page-script', 1],
    ['https://example.com/files/report.pdf', 'page-document', 1],
    ['https://example.com/cs/', 'folder-link', 1],
    ['https://example.com/how-to-clean-piano-keys', 'slug-words', 5],
    ['https://example.com/pa/ry/xl/ikkk', 'short-odd-folders', 3],
    ['https://example.com/en/about', 'short-odd-folders', 0],
    ['https://example.com/build/AEJ3dI/', 'random-case-tokens', 1],
    ['https://example.com/cccxxxc/', 'tripled-letter', 1],
    ['https://example.com/de-de/kontakt', 'language-folder', 1],
    ['https://example.com/film/840884/', 'numeric-id', 1],
    ['https://example.com/wiki/Tor', 'content-section', 1],
    ['https://example.com/2017/04/a-story/', 'dated-path', 1],
    ['https://example.com/doc/doc/x.html', 'repeated-folder', 1],
    ['https://example.com/a/index.html', 'index-page', 1],
    ['https://example.com/index.html', 'index-page', 0],
    ['https://example.com/x?email=a%40b.com', 'email-in-query', 1],
    ['https://example.com/wp-content/secure/login/', 'path-hint-words', 4],
    ['https://netflix-help.example.com/paypal/', 'brand-names', 2],
  ])('%s has %s = %d', (url, name, value) => {
    expect(featuresOf(url)[name]).toBe(value);
  });

  it('credits the home page of a site named in words, and only the home page', () => {
    expect(featuresOf('https://bestcoffeeshop.com/')['home-page-word-name']).toBe(1);
    expect(featuresOf('https://bestcoffeeshop.com/menu')['home-page-word-name']).toBe(0);
  });

  it('counts words and non-words in the path, ignoring file-type noise', () => {
    const values = featuresOf('https://example.com/garden/zqxwv/index.html');
    expect(values['path-words']).toBe(1);
    expect(values['path-non-words']).toBe(1);
  });

  it('has unique names and a text for every feature named in findings', () => {
    const names = URL_FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('gives finite values even for input that is not a URL', () => {
    for (const input of ['', 'not a url', 'http://[::1]/', 'http://192.0.2.1/x%zz/']) {
      for (const value of Object.values(featuresOf(input))) expect(Number.isFinite(value)).toBe(true);
    }
  });
});
