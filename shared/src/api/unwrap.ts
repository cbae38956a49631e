// POST /api/unwrap: where a (shortened) link really leads, hop by hop, fetched through the SSRF guard.
import { z } from 'zod';
import { trimmedText } from '../validation/raw-text';

export const UNWRAP_MESSAGES = {
  required: 'Please enter a link',
  invalid: 'Please enter a full link starting with http:// or https://',
} as const;

export const UnwrapRequestSchema = z.object({
  url: trimmedText(2048, { tooLong: 'This link is too long', required: UNWRAP_MESSAGES.required })
    .pipe(z.string().min(1, { error: UNWRAP_MESSAGES.required }))
    .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
      error: UNWRAP_MESSAGES.invalid,
    }),
});
export type UnwrapRequest = z.infer<typeof UnwrapRequestSchema>;

export const UnwrapHopSchema = z.object({
  url: z.string(),
  status: z.number().int(),
  /** Absolute redirect target; null on the last response. */
  location: z.string().nullable(),
});
export type UnwrapHop = z.infer<typeof UnwrapHopSchema>;

export const UnwrapResponseSchema = z.object({
  url: z.string(),
  hops: z.array(UnwrapHopSchema),
  /** Where the link leads: the last URL reached, or the target of a redirect we refused to follow. */
  finalUrl: z.string(),
  usedShortener: z.boolean(),
  /** Why the chain stopped early (unreachable host, redirect into a private network, too many hops). */
  stoppedReason: z.string().nullable(),
});
export type UnwrapResponse = z.infer<typeof UnwrapResponseSchema>;
