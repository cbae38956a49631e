// GET /api/quota and the 429 answer of every allowance-limited call (docs/allowances.md).
import { z } from 'zod';
import { AllowanceIdSchema, PlanIdSchema } from '../plans';

/** One hourly allowance of the caller. */
export const AllowanceUsageSchema = z.object({
  limit: z.number().int().positive(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  /** Seconds until the window resets (0 when nothing has been counted yet). */
  resetInSeconds: z.number().int().nonnegative(),
});
export type AllowanceUsage = z.infer<typeof AllowanceUsageSchema>;

/**
 * Usage in the current hour of whoever is asking: the account, the API key's owner, or the address.
 * The top-level numbers are the site-analysis allowance (the plan's headline number); `allowances`
 * has every allowance, that one included.
 */
export const QuotaSchema = AllowanceUsageSchema.extend({
  plan: PlanIdSchema,
  /** How the caller is counted: their account, or their network address when signed out. */
  subject: z.enum(['account', 'address']),
  allowances: z.record(AllowanceIdSchema, AllowanceUsageSchema),
  /**
   * Assistant messages this hour (CHAT_RATE_LIMIT_PER_HOUR, not a plan allowance). Optional so that
   * a client reading an older server still parses its answer.
   */
  chat: AllowanceUsageSchema.optional(),
});
export type Quota = z.infer<typeof QuotaSchema>;

/**
 * The message of a 429. The web's error card looks for 'Rate limit' and 'try again in N', so the
 * wording is fixed.
 */
export function rateLimitMessage(retryAfterSeconds: number): string {
  return `Rate limit exceeded. Please try again in ${retryAfterSeconds} seconds.`;
}

/** A quota whose every allowance is at the same usage (fixtures, fake servers). */
export function quotaWithSameUsage(quota: Omit<Quota, 'allowances'>): Quota {
  const { limit, used, remaining, resetInSeconds } = quota;
  const usage = { limit, used, remaining, resetInSeconds };
  return { ...quota, allowances: { site: usage, screenshot: usage, message: usage } };
}
