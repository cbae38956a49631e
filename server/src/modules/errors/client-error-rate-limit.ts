// Client error reports per address: enough for a real burst of failures on one page, not enough to
// fill the error console from one machine. Counted in this process, like the chat limit.
import { rateLimitMessage } from '@scamcheck/shared';
import type { RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../http/app-error';
import { addressKey } from '../../http/client-address';

export const CLIENT_ERRORS_PER_WINDOW = 20;
const WINDOW_SECONDS = 10 * 60;

export function clientErrorRateLimit(): RequestHandler {
  const limiter = new RateLimiterMemory({
    keyPrefix: 'client-errors',
    points: CLIENT_ERRORS_PER_WINDOW,
    duration: WINDOW_SECONDS,
  });
  return async (req, res, next) => {
    try {
      await limiter.consume(addressKey(req.ip), 1);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      res.setHeader('Retry-After', String(retryAfter));
      throw new AppError('RATE_LIMITED', rateLimitMessage(retryAfter));
    }
    next();
  };
}
