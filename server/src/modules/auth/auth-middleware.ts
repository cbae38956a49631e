import express, { type Request, type RequestHandler } from 'express';
import type { Container } from '../../container';
import { refuseApiKeysOnAdmin } from '../../http/auth-guards';
import { scopeCredentials } from '../../http/credential-scope';
import { csrfProtection } from '../../http/csrf';
import { sessionMiddleware } from '../../http/session';
import { apiKeyAuth, rejectKeysInUrl } from '../api-keys/api-key-auth';
import { DEV_LOGIN_PATH } from './dev-login.routes';
import { passportFor } from './passport';

const markSessionAuthentication: RequestHandler = (req, _res, next) => {
  if (req.user !== undefined) req.authMethod = 'session';
  next();
};

/**
 * A read of the API that carries no credentials at all (no cookie, no Authorization header) can only
 * be an anonymous caller, so loading a session, passport and the anti-forgery refresh would find
 * nothing: they are skipped. They were most of the cost of the hottest read, a cached report
 * (`pnpm bench:engine`). Keys in URLs are still refused. (GET /api/csrf too: an anonymous visitor's
 * token is signed, not stored in a session.)
 */
export function carriesNoCredentials(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.path.startsWith('/api/') &&
    req.headers.cookie === undefined &&
    req.headers.authorization === undefined
  );
}

/**
 * Who is calling, in order: refuse keys in URLs; drop cookies for extension and API-key requests;
 * load the session and its user (from storage, every time); or the API key's owner; then check the
 * anti-forgery token of cookie-authenticated writes. Mounted once in app.ts before every route.
 */
export function authMiddleware(container: Container): RequestHandler[] {
  const passport = passportFor(container);
  const identify: RequestHandler[] = [
    scopeCredentials,
    sessionMiddleware(container.config, container.storage),
    passport.initialize(),
    passport.session(),
    markSessionAuthentication,
    apiKeyAuth(container),
    refuseApiKeysOnAdmin,
    csrfProtection(container.config, { alwaysCheckedPaths: [DEV_LOGIN_PATH] }),
  ];
  const identifyUnlessAnonymousRead = express.Router();
  identifyUnlessAnonymousRead.use((req, _res, next) =>
    next(carriesNoCredentials(req) ? 'router' : undefined),
  );
  identifyUnlessAnonymousRead.use(identify);
  return [rejectKeysInUrl, identifyUnlessAnonymousRead];
}
