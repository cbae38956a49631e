import { z } from 'zod';

/**
 * The plans: how many new analyses an account may run per hour, and the price shown.
 * Anonymous visitors count as `free`, keyed by their network address. Each kind of check has its own
 * allowance of that size (ALLOWANCES below); reading a stored report is free (docs/allowances.md).
 */
export const PLAN_IDS = ['free', 'basic', 'premium', 'enterprise'] as const;
export const PlanIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

export type Plan = {
  id: PlanId;
  name: string;
  analysesPerHour: number;
  /** Monthly price in US dollars, as marketed. */
  priceUsd: number;
};

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: { id: 'free', name: 'Free', analysesPerHour: 20, priceUsd: 0 },
  basic: { id: 'basic', name: 'Basic', analysesPerHour: 100, priceUsd: 9.99 },
  premium: { id: 'premium', name: 'Premium', analysesPerHour: 500, priceUsd: 29.99 },
  enterprise: { id: 'enterprise', name: 'Enterprise', analysesPerHour: 2000, priceUsd: 99.99 },
};

/** The window every allowance is counted over. */
export const QUOTA_WINDOW_SECONDS = 60 * 60;

export const DEFAULT_PLAN: PlanId = 'free';

/**
 * The separate hourly allowances, each as large as the plan's `analysesPerHour`: new site analyses,
 * screenshot checks, and message checks (with link unwrapping). Using one never spends another.
 */
export const ALLOWANCE_IDS = ['site', 'screenshot', 'message'] as const;
export const AllowanceIdSchema = z.enum(ALLOWANCE_IDS);
export type AllowanceId = z.infer<typeof AllowanceIdSchema>;

/** What each allowance counts, in the words the web and extension show. */
export const ALLOWANCE_LABELS: Readonly<Record<AllowanceId, string>> = {
  site: 'website checks',
  screenshot: 'screenshot checks',
  message: 'message checks',
};
