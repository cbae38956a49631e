import { describe, expect, it } from 'vitest';
import { codesOf, findingsOf } from '../testing';
import { tldRisk } from './tld-risk';

describe('tld-risk', () => {
  it.each([
    ['http://secure-update.top/', 'tld-very-high-risk'],
    ['login.example.tk', 'tld-very-high-risk'],
    ['https://promo.xyz/', 'tld-high-risk'],
    ['shop.example.online', 'tld-elevated-risk'],
    ['https://www.example.ru/news', 'tld-elevated-risk'],
  ])('flags %s as %s', (url, code) => {
    expect(codesOf(tldRisk, url)).toEqual([code]);
  });

  it.each([
    'https://example.com/',
    'https://example.co.uk/',
    'https://bbc.co.uk/news',
    'http://192.0.2.1/',
    'https://someone.blogspot.ru/2011/11/post.html',
  ])('says nothing about %s', (url) => {
    expect(codesOf(tldRisk, url)).toEqual([]);
  });

  it('names the ending and the list version', () => {
    const [finding] = findingsOf(tldRisk, 'https://x.top/');
    expect(finding?.title).toBe('Risky domain ending .top');
    expect(finding?.source).toMatch(/^tld-risk \(tld-tiers .+\)$/);
  });
});
