import { rateLimitMessage, type AllowanceUsage } from '@scamcheck/shared';
import type { Request, RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error';

export type MemoryRateLimitOptions = {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** Who is counted: an account, an address… */
  keyOf: (req: Request) => string;
};

/**
 * A per-process limit for cheap-to-refuse abuse curbs (assistant messages, client error reports):
 * 429 with `Retry-After` and the spec's rate-limit wording. Plan quotas use the shared store instead.
 */
/** The middleware, and a look at the caller's usage that spends nothing. */
export type MemoryRateLimit = RequestHandler & { peek: (req: Request) => Promise<AllowanceUsage> };

export function memoryRateLimit({
  keyPrefix,
  points,
  durationSeconds,
  keyOf,
}: MemoryRateLimitOptions): MemoryRateLimit {
  const limiter = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  const peek = async (req: Request): Promise<AllowanceUsage> => {
    const state = await limiter.get(keyOf(req));
    const used = Math.min(points, state?.consumedPoints ?? 0);
    const resetInSeconds = state === null ? 0 : Math.max(0, Math.ceil(state.msBeforeNext / 1000));
    return { limit: points, used, remaining: points - used, resetInSeconds };
  };
  const handler: RequestHandler = async (req, res, next) => {
    try {
      await limiter.consume(keyOf(req), 1);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      res.setHeader('Retry-After', String(retryAfter));
      throw new AppError('RATE_LIMITED', rateLimitMessage(retryAfter));
    }
    next();
  };
  return Object.assign(handler, { peek });
}
