import { describe, expect, it } from 'vitest';
import { cleanOcrText, MAX_TEXT_LENGTH, toMatchText } from './clean-text';

describe('cleanOcrText', () => {
  it.each([
    [
      'removes zero-width and BiDi characters that split words',
      'ver\u200bify your acc\u202eount',
      'verify your account',
    ],
    ['folds full-width letters and ligatures', 'Ｐａｙ the ﬁne', 'Pay the fine'],
    [
      'straightens curly quotes and dashes',
      'You\u2019ve won \u201cbig\u201d \u2014 now',
      `You've won "big" - now`,
    ],
    [
      'puts a link wrapped at its hyphen back together',
      'visit royalmail-\nreschedule.co.uk now',
      'visit royalmail-reschedule.co.uk now',
    ],
    ['puts a phone number wrapped at a hyphen back together', 'call 1-\n844-555-0176', 'call 1-844-555-0176'],
    ['reads a lone bar as the pronoun I', '| sent it and | will pay', 'I sent it and I will pay'],
    ['drops lines of icon noise', 'Hello there\n@ |\n~\nSecond line', 'Hello there\n\nSecond line'],
    ['collapses spaces and blank runs', 'ab   cd\n\n\n\nef', 'ab cd\n\nef'],
  ])('%s', (_label, raw, expected) => {
    expect(cleanOcrText(raw)).toBe(expected);
  });

  it('keeps at most MAX_TEXT_LENGTH characters', () => {
    expect(cleanOcrText('word '.repeat(5000))).toHaveLength(MAX_TEXT_LENGTH);
  });
});

describe('toMatchText', () => {
  it('lower-cases and puts a phrase wrapped across lines back on one line', () => {
    expect(toMatchText('Your Account Has\nBeen   Suspended')).toBe('your account has been suspended');
  });
});
