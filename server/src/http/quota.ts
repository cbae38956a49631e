import { PLANS, rateLimitMessage, type PlanId, type Quota } from '@scamcheck/shared';
import type { Request, RequestHandler, Response } from 'express';
import type { Container } from '../container';
import { AppError } from './app-error';
import { addressKey } from './client-address';
import type { WindowCount, WindowCounter } from './rate-limits';

/**
 * Plan allowances (spec §1) on the calls that run an analysis. Anonymous callers count as `free` by
 * address; signed-in callers and API keys count against their account, so a person's browser and
 * keys share one allowance. Every admitted call counts, failed or not: there are no refunds to game
 * (catalogue 55).
 */

/** The calls that cost an analysis are declared in costly-routes.ts; app.ts guards their POSTs. */
export { QUOTA_LIMITED_PATHS } from './costly-routes';

export type QuotaSubject = { key: string; plan: PlanId; kind: Quota['subject'] };

export function quotaSubject(req: Request): QuotaSubject {
  if (req.user !== undefined) return { key: `user:${req.user.id}`, plan: req.user.plan, kind: 'account' };
  return { key: addressKey(req.ip), plan: 'free', kind: 'address' };
}

function toQuota(subject: QuotaSubject, window: WindowCount): Quota {
  const limit = PLANS[subject.plan].analysesPerHour;
  const used = Math.min(window.count, limit);
  return {
    plan: subject.plan,
    subject: subject.kind,
    limit,
    used,
    remaining: limit - used,
    resetInSeconds: window.resetInSeconds,
  };
}

/** Usage so far, without counting anything (GET /api/quota). */
export async function peekQuota(counter: WindowCounter, subject: QuotaSubject): Promise<Quota> {
  return toQuota(subject, await counter.peek(subject.key));
}

function setRateLimitHeaders(res: Response, quota: Quota): void {
  res.setHeader('RateLimit-Policy', `${quota.limit};w=3600`);
  res.setHeader('RateLimit-Limit', String(quota.limit));
  res.setHeader('RateLimit-Remaining', String(quota.remaining));
  res.setHeader('RateLimit-Reset', String(quota.resetInSeconds));
}

/**
 * Counts one analysis before any work is done, and answers 429 once the allowance is used:
 * `Retry-After` and `RateLimit-*` headers, and the message the web's error card reads.
 */
export function quotaGuard(container: Pick<Container, 'rateLimits' | 'featureFlags'>): RequestHandler {
  return async (req, res, next) => {
    // Plan enforcement switched off by an admin: let everything through and count nothing.
    if (!container.featureFlags.current().planEnforcement) {
      next();
      return;
    }
    const subject = quotaSubject(req);
    const window = await container.rateLimits.quota.hit(subject.key);
    const quota = toQuota(subject, window);
    setRateLimitHeaders(res, quota);
    if (window.count > quota.limit) {
      const retryAfter = Math.max(1, window.resetInSeconds);
      res.setHeader('Retry-After', String(retryAfter));
      throw new AppError('RATE_LIMITED', rateLimitMessage(retryAfter));
    }
    next();
  };
}

/** The same guard for app-level mounting under QUOTA_LIMITED_PATHS: only the POST to the path itself counts. */
export function quotaGuardForPaths(
  container: Pick<Container, 'rateLimits' | 'featureFlags'>,
): RequestHandler {
  const guard = quotaGuard(container);
  return (req, res, next) => {
    if (req.method !== 'POST' || req.path !== '/') {
      next();
      return;
    }
    return guard(req, res, next);
  };
}
