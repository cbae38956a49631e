import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { hashPath } from './hash-path';

describe('hash-path', () => {
  it.each([
    'http://example.com/V4/validation/a111aedc8ae390eabcfa130e041a10a4',
    'https://example.com/ap/89e6a3b4b063b8d/?cmd=_update',
    'http://example.com/06BFE1092A068A329FD238558EB61EF4/',
  ])('flags the random folder in %s', (url) => {
    expect(codesOf(hashPath, url)).toEqual(['path-hash-token']);
  });

  it.each([
    'https://example.com/blog/2019/deadbeef',
    'https://example.com/images/1234567890123456789.jpg',
    'https://example.com/watch?v=a111aedc8ae390eabcfa130e041a10a4',
    'https://example.com/facade-cafe-decade/',
  ])('says nothing about %s', (url) => {
    expect(codesOf(hashPath, url)).toEqual([]);
  });
});
