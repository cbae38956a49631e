import { loginRateLimitText } from '@scamcheck/shared';
import type { RequestHandler } from 'express';
import type { Container } from '../../container';
import { AppError } from '../../http/app-error';
import { addressKey } from '../../http/client-address';
import { redirectToLogin } from './login-redirect';

function minutesUntil(resetInSeconds: number): number {
  return Math.max(1, Math.ceil(resetInSeconds / 60));
}

export function loginRateLimitMessage(resetInSeconds: number): string {
  return loginRateLimitText(minutesUntil(resetInSeconds));
}

/**
 * Sign-in attempts per address (LOGIN_RATE_LIMIT per 15 minutes). Browser navigations are sent back
 * to /login?error=rate-limited; the trial sign-in form, a JSON call, gets a 429.
 */
export function loginRateLimit(
  container: Pick<Container, 'config' | 'rateLimits'>,
  answer: 'redirect' | 'json',
): RequestHandler {
  const limit = container.config.auth.loginAttemptsPerWindow;
  return async (req, res, next) => {
    const { count, resetInSeconds } = await container.rateLimits.login.hit(addressKey(req.ip));
    if (count <= limit) {
      next();
      return;
    }
    const message = loginRateLimitMessage(resetInSeconds);
    res.setHeader('Retry-After', String(Math.max(1, resetInSeconds)));
    if (answer === 'json') throw new AppError('RATE_LIMITED', message);
    redirectToLogin(res, 'rate-limited', minutesUntil(resetInSeconds));
  };
}
