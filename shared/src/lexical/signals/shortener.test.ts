import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { shortener } from './shortener';

describe('shortener', () => {
  it.each([
    'https://bit.ly/2yxMsXE',
    'http://tinyurl.com/abc',
    'https://is.gd/x',
    'https://n4r7u.app.link/0Axi',
  ])('flags %s', (url) => {
    expect(codesOf(shortener, url)).toEqual(['url-shortener']);
  });

  it.each(['https://youtu.be/dQw4w9WgXcQ', 'https://bitly.example.com/', 'https://example.com/bit.ly'])(
    'says nothing about %s',
    (url) => {
      expect(codesOf(shortener, url)).toEqual([]);
    },
  );
});
