import type { Request, RequestHandler } from 'express';
import type { UserRecord } from '../storage/ports';
import { AppError } from './app-error';

/**
 * Route guards. The user behind `req.user` is loaded from storage on every request (session or API
 * key), so a role revoked mid-session takes effect on the next request (docs/security.md).
 */

export const SIGN_IN_REQUIRED_MESSAGE = 'Sign in to continue.';

export function currentUser(req: Request): UserRecord | null {
  return req.user ?? null;
}

export function requireUserOf(req: Request): UserRecord {
  const user = currentUser(req);
  if (user === null) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
  return user;
}

/** Any signed-in caller: a browser session or an API key. */
export const requireUser: RequestHandler = (req, _res, next) => {
  requireUserOf(req);
  next();
};

/**
 * Account management (profile, keys, deletion) needs the person, not one of their API keys: a leaked
 * key must not be able to mint more keys or delete the account.
 */
export const requireSessionUser: RequestHandler = (req, _res, next) => {
  requireUserOf(req);
  if (req.authMethod !== 'session') {
    throw new AppError('FORBIDDEN', 'API keys cannot manage accounts. Sign in on the website to do this.');
  }
  next();
};

export const API_KEY_NOT_FOR_ADMIN_MESSAGE =
  'API keys are for the public API and cannot use administration. Sign in on the website to do this.';

/**
 * Administration needs the administrator in a signed-in browser session: an API key is for the public
 * API, so a leaked key of an administrator cannot change roles, users, settings or email servers.
 */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (requireUserOf(req).role !== 'admin') throw new AppError('FORBIDDEN', 'Administrators only.');
  if (req.authMethod !== 'session') throw new AppError('FORBIDDEN', API_KEY_NOT_FOR_ADMIN_MESSAGE);
  next();
};

/**
 * The same rule for the whole /api/admin tree, ahead of every route in it, so an admin route that
 * forgot `requireAdmin` still cannot be reached with a key.
 */
export const refuseApiKeysOnAdmin: RequestHandler = (req, _res, next) => {
  const isAdminPath = req.path === '/api/admin' || req.path.startsWith('/api/admin/');
  next(
    isAdminPath && req.authMethod === 'api-key'
      ? new AppError('FORBIDDEN', API_KEY_NOT_FOR_ADMIN_MESSAGE)
      : undefined,
  );
};
