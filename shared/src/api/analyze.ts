// POST /api/analyze and GET /api/domain/:domain. The body is AnalyzeRequestSchema (validation/) and
// the answer AnalyzeResponseSchema (report/); this file holds the query and path parts.
import { z } from 'zod';

/** `?fresh=1` skips the 24-hour cache and runs a new analysis ("Rescan"). */
export const AnalyzeQuerySchema = z.object({
  fresh: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type AnalyzeQuery = z.output<typeof AnalyzeQuerySchema>;

/** How long a stored report is served instead of a new analysis. */
export const REPORT_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export const DomainParamsSchema = z.object({
  /** Unicode, punycode, or with a leading www. — all name the same report. */
  domain: z.string(),
});
