import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { lureKeywords } from './lure-keywords';

describe('lure-keywords', () => {
  it.each([
    ['http://free-gift.example.com/', ['lure-keyword-host']],
    ['http://parcel-delivery.example/', ['lure-keyword-host']],
    ['http://example.com/claim/giveaway.html', ['lure-keyword-path']],
  ])('flags %s', (url, codes) => {
    expect(codesOf(lureKeywords, url)).toEqual(codes);
  });

  it.each([
    'https://www.example.com/',
    'https://example.com/blog/free-fonts-for-designers',
    'https://freedom.example.org/',
    'https://www.google.com/search?q=giveaway',
  ])('says nothing about %s', (url) => {
    expect(codesOf(lureKeywords, url)).toEqual([]);
  });
});
