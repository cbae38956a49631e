import { describe, expect, it } from 'vitest';
import { isCommonWord } from './vocabulary';

describe('isCommonWord', () => {
  it.each(['house', 'bakery', 'blog', 'paypal', 'login', 'account'])('knows the base word %s', (word) => {
    expect(isCommonWord(word)).toBe(true);
  });

  it.each(['books', 'booking', 'designed', 'stories', 'shopping', 'making', 'quickly'])(
    'knows %s by its common ending',
    (word) => {
      expect(isCommonWord(word)).toBe(true);
    },
  );

  it.each(['ikkk', 'xffrxxzzz', 'dpfoidspoifopdsifpoi', 'esewsarlokcke', 'at', 'House', 'hou-se', ''])(
    'does not count %j as a word',
    (text) => {
      expect(isCommonWord(text)).toBe(false);
    },
  );
});
