// Text fields are measured as sent, before anything trims, cleans, normalises or matches them: work on
// the input is then bounded by a small multiple of the field's limit, whatever a caller sends
// (100,000 spaces are refused at once instead of being trimmed, cleaned and matched first).
import { z } from 'zod';

/**
 * How long the raw input of a field limited to `max` characters may be: twice the limit, room for
 * the surrounding white space and line endings cleaning removes, never for a payload.
 */
export function rawLengthLimit(max: number): number {
  return max * 2;
}

/**
 * A string no longer than `rawLengthLimit(max)` as sent; only then does `then` (trim, clean, regex…)
 * see it. The length check aborts, so `then` never runs on over-long input.
 */
export function measuredFirst<Then extends z.ZodType<unknown, string>>(
  max: number,
  messages: { tooLong: string; required?: string },
  then: Then,
) {
  return z
    .string(messages.required === undefined ? undefined : { error: messages.required })
    .max(rawLengthLimit(max), { error: messages.tooLong, abort: true })
    .pipe(then);
}

export type TextCleaner = (value: string) => string;

export type CleanedTextOptions = {
  min: number;
  max: number;
  messages: { required: string; tooShort: string; tooLong: string };
  /** Applied to input that passed the raw length check; injectable so tests can watch it. */
  clean: TextCleaner;
};

/** Free text (a comment, a report reason): raw length, then `clean`, then the limits on the clean text. */
export function cleanedTextSchema({ min, max, messages, clean }: CleanedTextOptions) {
  return measuredFirst(
    max,
    { tooLong: messages.tooLong, required: messages.required },
    z
      .string()
      .transform((value) => clean(value))
      .pipe(z.string().min(min, { error: messages.tooShort }).max(max, { error: messages.tooLong })),
  );
}

/** A string trimmed and limited to `max` characters, its raw length checked before the trim. */
export function trimmedText(max: number, messages: { tooLong: string; required?: string }) {
  return measuredFirst(max, messages, z.string().trim().max(max, { error: messages.tooLong }));
}
