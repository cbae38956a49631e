import { describe, expect, it } from 'vitest';
import { wordCoverage } from './word-coverage';

describe('wordCoverage', () => {
  it.each([
    ['homegardenstore', 3],
    ['bestcoffeeshop', 3],
    ['securelogin', 2],
  ])('splits glued words in %s', (letters, words) => {
    expect(wordCoverage(letters)).toEqual({ fraction: 1, words });
  });

  it('counts the letters left over outside words', () => {
    const { fraction, words } = wordCoverage('xkqdoors');
    expect(words).toBe(1);
    expect(fraction).toBeCloseTo(5 / 8);
  });

  it.each(['dpfoidspoifopdsifpoi', 'xffrxxzzz', 'zxqv'])('finds little or nothing in %s', (letters) => {
    expect(wordCoverage(letters).fraction).toBeLessThan(0.5);
  });

  it('covers nothing of an empty string', () => {
    expect(wordCoverage('')).toEqual({ fraction: 0, words: 0 });
  });
});
