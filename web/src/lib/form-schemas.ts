/** Small adapters between what a form field holds (always a string) and the shared request schemas. */
import { z } from 'zod';

/** A text field whose blank value means "not given": trimmed, '' becomes undefined, then `schema`. */
export function blankAsAbsent<Output>(schema: z.ZodType<Output, string | undefined>) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema);
}
