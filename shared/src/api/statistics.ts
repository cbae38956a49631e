// GET /api/statistics: the five statistics fields, refetched by the web every 5 minutes.
import { z } from 'zod';

export const StatisticsResponseSchema = z.object({
  totalDomainsAnalyzed: z.number().int().nonnegative(),
  /** Distinct domains analysed in the last 24 hours. */
  domainsAnalyzedToday: z.number().int().nonnegative(),
  /** Domains whose latest score is below 40 (Suspicious). */
  suspiciousDomainsDetected: z.number().int().nonnegative(),
  /** Domains whose latest score is 70 or more (Trusted). */
  safeDomainsVerified: z.number().int().nonnegative(),
  lastUpdated: z.iso.datetime({ offset: true }),
});
export type StatisticsResponse = z.infer<typeof StatisticsResponseSchema>;
