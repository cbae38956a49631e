import { z } from 'zod';

/**
 * The plans of spec §1: how many analyses (domain or image) an account may run per hour, and the
 * price shown. Anonymous visitors count as `free`, keyed by their network address.
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
