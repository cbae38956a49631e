import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { urlShape } from './url-shape';

describe('url-shape', () => {
  it('flags an address longer than 120 characters', () => {
    expect(codesOf(urlShape, `https://example.com/${'a'.repeat(110)}`)).toEqual(['url-very-long']);
  });

  it.each([
    ['https://example.com/a/b/c/d/e/f', ['path-deep']],
    ['https://example.com/redirect//evil', ['path-double-slash']],
    ['https://example.com/%70%61%79%70%61%6c/', ['url-heavy-encoding']],
    ['http://example.com:8081/', ['port-non-standard']],
  ])('flags %s', (url, codes) => {
    expect(codesOf(urlShape, url)).toEqual(codes);
  });

  it.each([
    'https://example.com/',
    'https://example.com/a/b/c/d/e',
    'http://example.com:80/',
    'https://example.com:443/',
    'https://example.com/login?next=https%3A%2F%2Fexample.com%2Fhome',
    'https://ru.example.com/%D0%BD%D1%8C%D1%8E-%D0%B9%D0%BE%D1%80%D0%BA',
  ])('says nothing about %s', (url) => {
    expect(codesOf(urlShape, url)).toEqual([]);
  });
});
