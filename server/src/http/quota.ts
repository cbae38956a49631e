import {
  ALLOWANCE_IDS,
  PLANS,
  rateLimitMessage,
  type AllowanceId,
  type AllowanceUsage,
  type PlanId,
  type Quota,
} from '@scamcheck/shared';
import type { Request, RequestHandler, Response } from 'express';
import type { Container } from '../container';
import { AppError } from './app-error';
import { addressKey } from './client-address';
import type { WindowCount, WindowCounter } from './rate-limits';

/**
 * Plan allowances, one per kind of check (site analyses, screenshot checks, message checks:
 * docs/allowances.md). Anonymous callers count as `free` by address; signed-in callers and API keys
 * count against their account, so a person's browser and keys share one allowance. A new analysis
 * is counted before any work, failed or not: there are no refunds to game (docs/security.md). Reading a
 * stored report is never counted.
 */

export type QuotaSubject = { key: string; plan: PlanId; kind: Quota['subject'] };

type QuotaDeps = Pick<Container, 'rateLimits' | 'featureFlags'>;

export function quotaSubject(req: Request): QuotaSubject {
  if (req.user !== undefined) return { key: `user:${req.user.id}`, plan: req.user.plan, kind: 'account' };
  return { key: addressKey(req.ip), plan: 'free', kind: 'address' };
}

/** The counter key of one allowance; the site allowance keeps the bare key it always had. */
export function allowanceKey(subject: QuotaSubject, allowance: AllowanceId): string {
  return allowance === 'site' ? subject.key : `${allowance}:${subject.key}`;
}

function toUsage(subject: QuotaSubject, window: WindowCount): AllowanceUsage {
  const limit = PLANS[subject.plan].analysesPerHour;
  const used = Math.min(window.count, limit);
  return { limit, used, remaining: limit - used, resetInSeconds: window.resetInSeconds };
}

function peekUsage(counter: WindowCounter, subject: QuotaSubject, allowance: AllowanceId) {
  return counter.peek(allowanceKey(subject, allowance)).then((window) => toUsage(subject, window));
}

/** Usage so far of every allowance, without counting anything (GET /api/quota). */
export async function peekQuota(counter: WindowCounter, subject: QuotaSubject): Promise<Quota> {
  const usages = await Promise.all(ALLOWANCE_IDS.map((id) => peekUsage(counter, subject, id)));
  const allowances = Object.fromEntries(ALLOWANCE_IDS.map((id, index) => [id, usages[index]])) as Record<
    AllowanceId,
    AllowanceUsage
  >;
  return { ...allowances.site, plan: subject.plan, subject: subject.kind, allowances };
}

function setRateLimitHeaders(res: Response, usage: AllowanceUsage): void {
  res.setHeader('RateLimit-Policy', `${usage.limit};w=3600`);
  res.setHeader('RateLimit-Limit', String(usage.limit));
  res.setHeader('RateLimit-Remaining', String(usage.remaining));
  res.setHeader('RateLimit-Reset', String(usage.resetInSeconds));
}

/**
 * Counts one check of `allowance` for the caller, before any work is done, and throws the 429 once
 * the allowance is used: `Retry-After` and `RateLimit-*` headers, and the message the web's error card
 * reads. Does nothing while an admin has switched plan enforcement off.
 */
export async function spendAllowance(
  container: QuotaDeps,
  req: Request,
  res: Response,
  allowance: AllowanceId,
): Promise<void> {
  if (!container.featureFlags.current().planEnforcement) return;
  const subject = quotaSubject(req);
  const window = await container.rateLimits.quota.hit(allowanceKey(subject, allowance));
  const usage = toUsage(subject, window);
  setRateLimitHeaders(res, usage);
  if (window.count > usage.limit) {
    const retryAfter = Math.max(1, window.resetInSeconds);
    res.setHeader('Retry-After', String(retryAfter));
    throw new AppError('RATE_LIMITED', rateLimitMessage(retryAfter));
  }
}

/** The `RateLimit-*` headers of a free answer (a stored report), so callers see what is left. */
export async function showAllowance(
  container: QuotaDeps,
  req: Request,
  res: Response,
  allowance: AllowanceId,
): Promise<void> {
  if (!container.featureFlags.current().planEnforcement) return;
  setRateLimitHeaders(res, await peekUsage(container.rateLimits.quota, quotaSubject(req), allowance));
}

/** Middleware form: every call counts (screenshot and message checks, which have no stored answer). */
export function quotaGuard(container: QuotaDeps, allowance: AllowanceId = 'site'): RequestHandler {
  return async (req, res, next) => {
    await spendAllowance(container, req, res, allowance);
    next();
  };
}
