import { describe, expect, it } from 'vitest';
import { letterPairScore } from './letter-bigrams';

describe('letterPairScore', () => {
  it.each([
    ['wellfloured', 'xffrxxzzz'],
    ['bakery', 'bkqrzy'],
    ['mariposa', 'dpfoidspoifopdsifpoi'],
  ])('rates %s as more word-like than %s', (wordy, random) => {
    expect(letterPairScore(wordy)).toBeGreaterThan(letterPairScore(random));
  });

  it('gives an empty string a neutral 0 and everything else a negative log-probability', () => {
    expect(letterPairScore('')).toBe(0);
    expect(letterPairScore('house')).toBeLessThan(0);
  });
});
