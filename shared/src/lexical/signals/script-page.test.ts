import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { scriptPage } from './script-page';

describe('script-page', () => {
  it.each([
    'http://example.com/a/next.php',
    'http://example.com/index2.php',
    'http://example.com/x/post.asp',
  ])('flags %s', (url) => {
    expect(codesOf(scriptPage, url)).toEqual(['path-script-page']);
  });

  it.each([
    'https://example.com/',
    'https://example.com/articles/how-to-cook.html',
    'https://example.com/forum/viewtopic_long_name.php?t=1',
  ])('says nothing about %s', (url) => {
    expect(codesOf(scriptPage, url)).toEqual([]);
  });
});
