import { describe, expect, it } from 'vitest';
import { commentTextSchema, reportReasonSchema } from '../api/comments';
import { cleanCommentText } from '../api/comments';
import { cleanedTextSchema, rawLengthLimit, trimmedText } from './raw-text';

/** A cleaner that records what it was given, wrapping the real one. */
function watchedCleaner() {
  const seen: number[] = [];
  return {
    seen,
    clean: (value: string) => {
      seen.push(value.length);
      return cleanCommentText(value);
    },
  };
}

const HUGE_INPUTS = [' '.repeat(100_000), '\t'.repeat(100_000), ' \t\n'.repeat(40_000)];

describe('text fields are measured before they are cleaned', () => {
  it.each([
    ['a comment', commentTextSchema, 'Comments are limited to 1000 characters'],
    ['a report reason', reportReasonSchema, 'Reasons are limited to 500 characters'],
  ])('%s: over-long input is refused and never reaches the cleaner', (_label, schemaWith, message) => {
    for (const input of HUGE_INPUTS) {
      const watcher = watchedCleaner();
      const result = schemaWith(watcher.clean).safeParse(input);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
      expect(watcher.seen).toEqual([]);
    }
  });

  it('cleans input within the raw limit, then applies the limits to the clean text', () => {
    const watcher = watchedCleaner();
    const schema = commentTextSchema(watcher.clean);
    const padded = `   ${'Good shop, fast delivery. '.repeat(20)}   \r\n\r\n\r\n`;
    expect(schema.parse(padded)).toBe('Good shop, fast delivery. '.repeat(20).trim());
    expect(watcher.seen).toEqual([padded.length]);
    // Within the raw limit but over the limit once clean: refused with the same message.
    expect(schema.safeParse('x'.repeat(1500)).success).toBe(false);
  });

  it('the raw limit is twice the field limit', () => {
    const schema = cleanedTextSchema({
      min: 1,
      max: 5,
      clean: (value) => value.trim(),
      messages: { required: 'required', tooShort: 'short', tooLong: 'long' },
    });
    expect(rawLengthLimit(5)).toBe(10);
    expect(schema.parse(`  abc     `)).toBe('abc');
    expect(schema.safeParse(`  abc      `).error?.issues.map((issue) => issue.message)).toEqual(['long']);
  });

  it('trimmed fields refuse 100,000 spaces with their own message', () => {
    const name = trimmedText(100, { tooLong: 'Names are at most 100 characters' });
    expect(name.safeParse(' '.repeat(100_000)).error?.issues.map((issue) => issue.message)).toEqual([
      'Names are at most 100 characters',
    ]);
    expect(name.parse('  Ada  ')).toBe('Ada');
  });
});
