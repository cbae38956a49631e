// GET /api/quota and the 429 answer of every quota-limited call (POST /api/analyze, /api/analyze-image).
import { z } from 'zod';
import { PlanIdSchema } from '../plans';

/** Usage in the current hour of whoever is asking: the account, the API key's owner, or the address. */
export const QuotaSchema = z.object({
  plan: PlanIdSchema,
  /** How the caller is counted: their account, or their network address when signed out. */
  subject: z.enum(['account', 'address']),
  limit: z.number().int().positive(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  /** Seconds until the window resets (0 when nothing has been counted yet). */
  resetInSeconds: z.number().int().nonnegative(),
});
export type Quota = z.infer<typeof QuotaSchema>;

/**
 * The message of a 429. The web's error card looks for 'Rate limit' and 'try again in N', so the
 * wording is fixed.
 */
export function rateLimitMessage(retryAfterSeconds: number): string {
  return `Rate limit exceeded. Please try again in ${retryAfterSeconds} seconds.`;
}
