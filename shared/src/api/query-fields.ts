// Query-string fields shared by the paged list endpoints (admin lists, personal history).
import { z } from 'zod';

/**
 * A whole number written in a query string, checked as written so "2abc" is refused rather than
 * read as 2; absent => `fallback`.
 */
export function queryNumberField(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${name} must be at least ${min}` })
        .max(max, { error: `${name} must be at most ${max}` }),
    )
    .optional()
    .transform((value) => value ?? fallback);
}

/** `true` or `false` written in a query string; absent => undefined (no filter). */
export function queryBooleanField(name: string) {
  return z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'));
}

/** The 1-based `page` of a paged list. */
export const pageQueryField = () => queryNumberField('page', 1, 100_000, 1);

/** The `{ items, total, page, pageSize }` envelope of every paged answer. */
export function pagedResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
