import { rateLimitMessage } from '@scamcheck/shared';
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
export function memoryRateLimit({
  keyPrefix,
  points,
  durationSeconds,
  keyOf,
}: MemoryRateLimitOptions): RequestHandler {
  const limiter = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  return async (req, res, next) => {
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
}
