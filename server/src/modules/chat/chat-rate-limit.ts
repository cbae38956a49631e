// Messages per hour per visitor: signed-in users by account, anonymous visitors by address (IPv6 by
// /56). Counted in this process; a chat reply is cheap to refuse and the limit only curbs abuse.
import { rateLimitMessage } from '@scamcheck/shared';
import type { Request, RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../http/app-error';
import { currentUser } from '../../http/auth-guards';
import { addressKey } from '../../http/client-address';

const WINDOW_SECONDS = 60 * 60;

export function chatVisitorKey(req: Request): string {
  const user = currentUser(req);
  return user === null ? addressKey(req.ip) : `user:${user.id}`;
}

export function chatRateLimit(messagesPerHour: number): RequestHandler {
  const limiter = new RateLimiterMemory({
    keyPrefix: 'chat',
    points: messagesPerHour,
    duration: WINDOW_SECONDS,
  });
  return async (req, res, next) => {
    try {
      await limiter.consume(chatVisitorKey(req), 1);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      res.setHeader('Retry-After', String(retryAfter));
      throw new AppError('RATE_LIMITED', rateLimitMessage(retryAfter));
    }
    next();
  };
}
