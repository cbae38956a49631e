import { describe, expect, it } from 'vitest';
import { FINDING_WEIGHTS } from '../../scoring/weights';
import { codesOf, findingsOf } from '../testing';
import { URL_FEATURES, type UrlFeature } from '../url-model/url-features';
import { urlStructure, urlStructureCode } from './url-structure';

describe('url-structure', () => {
  it.each([
    'http://xk4j2.example.com/Gdoccc/ikkk/index.php',
    'http://example.com/wp-admin/css/secure/login/update.php?email=a@b.c',
    'http://mail.x7k2p9q.com/.../',
    'http://account-verify-billing.example.com/',
  ])('finds %s shaped like a phishing link', (url) => {
    expect(codesOf(urlStructure, url)).toEqual(['url-structure-phishing-like']);
  });

  it.each([
    'https://www.example.org/news/2024/05/how-to-plant-tomatoes-in-spring.html',
    'https://en.example.org/wiki/Photosynthesis',
    'https://www.example.com/',
  ])('finds %s shaped like an ordinary page', (url) => {
    expect(codesOf(urlStructure, url)).toEqual(['url-structure-ordinary']);
  });

  it.each(['joes-bakery.com', 'smith-plumbing.co.uk', 'https://www.lakeside-dental-care.com/contact'])(
    'gives the small site %s no more than a faint lean either way',
    (url) => {
      for (const finding of findingsOf(urlStructure, url)) expect(finding.severity).toMatch(/^(info|low)$/);
    },
  );

  it.each(['https://www.paypal.com/webapps/x', 'https://docs.google.com/forms/d/e/1FAIpQLSd/viewform'])(
    'leaves a brand’s own domain to the other signals: %s',
    (url) => {
      expect(codesOf(urlStructure, url)).toEqual([]);
    },
  );

  it('takes off more points the more phishing-like the shape, within the code’s weight', () => {
    const [mild] = findingsOf(urlStructure, 'http://example.com/a/b/');
    const [strong] = findingsOf(urlStructure, 'http://xk4j2.example.com/Gdoccc/ikkk/index.php');
    expect(strong?.points).toBeLessThan(mild?.points ?? 0);
    expect(strong?.points).toBeGreaterThanOrEqual(FINDING_WEIGHTS['url-structure-phishing-like'].points);
    expect(strong?.severity).toBe('medium');
    expect(mild).toMatchObject({ severity: 'low', title: 'Some phishing-like traits in the address' });
  });

  it('names up to three of the features that weighed most, in words', () => {
    const [risk] = findingsOf(urlStructure, 'http://xk4j2.example.com/Gdoccc/ikkk/index.php');
    const prefix = 'The address looks like the phishing pages the model was trained on: ';
    expect(risk?.title).toBe('Shaped like a phishing link');
    expect(risk?.evidence.startsWith(prefix)).toBe(true);
    const named = (risk?.evidence ?? '').slice(prefix.length, -1).split('; ');
    const riskTexts = URL_FEATURES.map((feature: UrlFeature) => feature.risk);
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThanOrEqual(3);
    for (const text of named) expect(riskTexts).toContain(text);
    const [trust] = findingsOf(
      urlStructure,
      'https://www.example.org/news/2024/05/how-to-plant-tomatoes-in-spring.html',
    );
    expect(trust?.evidence).toContain('a path that reads like an article title');
    expect(trust?.source).toMatch(/^url-structure \(model .+\)$/);
  });

  it.each([
    [-12.4, 'url-structure-phishing-like'],
    [-0.5, 'url-structure-phishing-like'],
    [-0.49, null],
    [0.49, null],
    [3, 'url-structure-ordinary'],
  ] as const)('turns %d model points into %s', (points, code) => {
    expect(urlStructureCode(points)).toBe(code);
  });
});
