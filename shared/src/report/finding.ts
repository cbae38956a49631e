// A finding is one named piece of evidence behind a score (CONVENTIONS 9): stable code, where it came
// from, what exactly was seen, and how many points it moved the score.
import { z } from 'zod';

export const FINDING_CATEGORIES = [
  'lexical',
  'lookalike',
  'reputation',
  'registration',
  'certificate',
  'dns',
  'content',
  'redirects',
  'popularity',
  'community',
] as const;
export const FindingCategorySchema = z.enum(FINDING_CATEGORIES);
export type FindingCategory = z.infer<typeof FindingCategorySchema>;

export const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const;
export const SeveritySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof SeveritySchema>;

export const FindingSchema = z.object({
  /** Stable kebab-case identifier, e.g. 'tld-high-risk'; weights.ts keys on it. */
  code: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  category: FindingCategorySchema,
  severity: SeveritySchema,
  /** Short, user-facing. */
  title: z.string(),
  /** What exactly was seen. */
  evidence: z.string(),
  /** Which check or list produced it, with the list version for data lists. */
  source: z.string(),
  /** Applied score delta: negative = risk, positive = trust. */
  points: z.number(),
});
export type Finding = z.infer<typeof FindingSchema>;

export const CHECK_STATUSES = ['ok', 'unavailable', 'skipped'] as const;
export const CheckStatusSchema = z.object({
  id: z.string(),
  status: z.enum(CHECK_STATUSES),
  detail: z.string().optional(),
});
export type CheckStatus = z.infer<typeof CheckStatusSchema>;
