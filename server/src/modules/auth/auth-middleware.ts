import type { RequestHandler } from 'express';
import type { Container } from '../../container';
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
 * Who is calling, in order: refuse keys in URLs; drop cookies for extension and API-key requests;
 * load the session and its user (from storage, every time); or the API key's owner; then check the
 * anti-forgery token of cookie-authenticated writes. Mounted once in app.ts before every route.
 */
export function authMiddleware(container: Container): RequestHandler[] {
  const passport = passportFor(container);
  return [
    rejectKeysInUrl,
    scopeCredentials,
    sessionMiddleware(container.config, container.storage),
    passport.initialize(),
    passport.session(),
    markSessionAuthentication,
    apiKeyAuth(container),
    csrfProtection(container.config, { alwaysCheckedPaths: [DEV_LOGIN_PATH] }),
  ];
}
