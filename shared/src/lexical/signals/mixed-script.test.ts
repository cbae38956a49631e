import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { mixedScript } from './mixed-script';

describe('mixed-script', () => {
  it.each([
    ['https://xn--pypal-4ve.com/', ['idn-host', 'idn-mixed-script']],
    ['http://аррӏе.com/', ['idn-host', 'idn-whole-script-confusable']],
    ['https://münchen.de/', ['idn-host']],
    ['https://пример.рф/', ['idn-host']],
    ['https://аррӏе.ru/', ['idn-host']],
    ['https://日本語ドメイン.jp/', ['idn-host']],
    ['https://ｇoogle.com/', []],
  ])('judges %s', (url, codes) => {
    expect(codesOf(mixedScript, url)).toEqual(codes);
  });

  it('says nothing about ASCII names', () => {
    expect(codesOf(mixedScript, 'https://example.com/')).toEqual([]);
  });
});
