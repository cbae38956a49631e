import { ACCOUNT_DISABLED_MESSAGE } from '@scamcheck/shared';
import type { RequestHandler } from 'express';
import type { Container } from '../../container';
import { AppError } from '../../http/app-error';
import { API_KEY_ANYWHERE, API_KEY_PATTERN, hashApiKey } from './api-key-secret';

const INVALID_KEY_MESSAGE = 'Invalid API key.';
// Recording every use would write on every API call; once a minute is plenty for "last used".
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * `Authorization: Bearer sk_…` authenticates the caller as the key's owner. A bearer header that is
 * not a valid key is an error (401), never a silent fallback to anonymous.
 */
export function apiKeyAuth(container: Container): RequestHandler {
  const { apiKeys } = container.storage;
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (header === undefined) {
      next();
      return;
    }
    const token = /^bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (token === undefined || !API_KEY_PATTERN.test(token)) {
      throw new AppError('UNAUTHORIZED', INVALID_KEY_MESSAGE);
    }
    const found = await apiKeys.findByHash(hashApiKey(token));
    if (found === null) throw new AppError('UNAUTHORIZED', INVALID_KEY_MESSAGE);
    if (found.owner.disabled) throw new AppError('UNAUTHORIZED', ACCOUNT_DISABLED_MESSAGE);
    req.user = found.owner;
    req.authMethod = 'api-key';
    const now = container.clock.now();
    const lastUsed = found.key.lastUsedAt?.getTime() ?? 0;
    if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) await apiKeys.markUsed(found.key.id, now);
    next();
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Keys in a URL end up in browser history, proxy logs and Referer headers (docs/security.md), so a URL
 * carrying one is refused. (The access log cuts keys out of URLs itself: see app.ts.)
 */
export const rejectKeysInUrl: RequestHandler = (req, _res, next) => {
  if (!API_KEY_ANYWHERE.test(safeDecode(req.originalUrl))) {
    next();
    return;
  }
  throw new AppError(
    'BAD_REQUEST',
    'API keys are accepted only in the Authorization header (Bearer), never in the address.',
  );
};
