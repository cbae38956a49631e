import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@scamcheck/shared';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';
import { AppError } from './app-error';
import { isOwnExtensionRequest } from './extension-origin';
import { readRequestCookie } from './request-cookies';
import { FOREIGN_ORIGIN_MESSAGE, isAllowedOrigin } from './request-origin';
import { SESSION_MAX_AGE_MS } from './session';

/**
 * Anti-forgery (docs/security.md): the token is an HMAC of the session id under
 * SESSION_SECRET, so it is bound to one session, cannot be forged, and changes whenever the session
 * id does (sign-in, sign-out). It travels in the readable cookie `csrf-token`; the web client echoes
 * it in `X-CSRF-Token`. Only the header is read: there is no body or query fallback.
 */

export const CSRF_REJECTED_MESSAGE = 'Missing or invalid anti-forgery token. Reload the page and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfTokenFor(sessionId: string, secret: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

function tokensMatch(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieOptions(config: Config): CookieOptions {
  // Readable by the page on purpose (it must echo it); worthless to anyone without the session cookie.
  return { httpOnly: false, sameSite: 'lax', secure: config.session.isSecure, path: '/' };
}

/**
 * A visitor who is not signed in has no stored session (a flood of visitors must not fill the session
 * table): their token is a random nonce signed with SESSION_SECRET, sent as cookie and header (signed
 * double submit). It protects the one anonymous form that needs it, the trial sign-in.
 */
export function anonymousCsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${anonymousSignature(nonce, secret)}`;
}

function anonymousSignature(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(`csrf-anonymous:${nonce}`).digest('base64url');
}

function isValidAnonymousToken(token: string, secret: string): boolean {
  const [nonce = '', signature = '', extra] = token.split('.');
  return extra === undefined && nonce !== '' && tokensMatch(signature, anonymousSignature(nonce, secret));
}

/** Sets a signed anonymous token in the cookie and returns it (GET /api/csrf without a session). */
export function issueAnonymousCsrfCookie(res: Response, config: Config): string {
  const token = anonymousCsrfToken(config.session.secret);
  res.cookie(CSRF_COOKIE_NAME, token, { ...cookieOptions(config), maxAge: SESSION_MAX_AGE_MS });
  return token;
}

/** Sets the cookie for the request's current session id (call after the id changes, e.g. sign-in). */
export function issueCsrfCookie(req: Request, res: Response, config: Config): string {
  const token = csrfTokenFor(req.sessionID, config.session.secret);
  res.cookie(CSRF_COOKIE_NAME, token, { ...cookieOptions(config), maxAge: SESSION_MAX_AGE_MS });
  return token;
}

export function clearCsrfCookie(res: Response, config: Config): void {
  res.clearCookie(CSRF_COOKIE_NAME, cookieOptions(config));
}

/** A session worth protecting: signed in (anonymous visitors have none stored). */
function hasEstablishedSession(req: Request): boolean {
  return req.authMethod === 'session';
}

type CsrfOptions = {
  /** Paths checked even without a signed-in session: the sign-in forms (login CSRF). */
  alwaysCheckedPaths: readonly string[];
};

/**
 * Checks state-changing requests made with the session cookie; requests authenticated by API key,
 * and anonymous ones (which carry no authority to abuse), are not cookie-authenticated and pass.
 * Safe requests to the API refresh the cookie when it is missing or stale.
 */
export function csrfProtection(config: Config, { alwaysCheckedPaths }: CsrfOptions): RequestHandler {
  const alwaysChecked = new Set(alwaysCheckedPaths);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      const isApi = req.path.startsWith('/api/');
      if (isApi && hasEstablishedSession(req)) {
        const expected = csrfTokenFor(req.sessionID, config.session.secret);
        if (readRequestCookie(req, CSRF_COOKIE_NAME) !== expected) issueCsrfCookie(req, res, config);
      }
      next();
      return;
    }
    // No page can send our extension's Origin, so it proves the request is not forged.
    const needsNoToken = req.authMethod !== 'session' || isOwnExtensionRequest(req);
    if (needsNoToken && !alwaysChecked.has(req.path)) {
      next();
      return;
    }
    // A valid token is not enough from another site's page: the README promises an origin check.
    if (!isAllowedOrigin(req, config.session.allowedOrigins)) {
      next(new AppError('FORBIDDEN', FOREIGN_ORIGIN_MESSAGE));
      return;
    }
    const sent = req.get(CSRF_HEADER_NAME);
    const isValid =
      sent !== undefined &&
      (req.authMethod === 'session'
        ? tokensMatch(sent, csrfTokenFor(req.sessionID, config.session.secret))
        : sent === readRequestCookie(req, CSRF_COOKIE_NAME) &&
          isValidAnonymousToken(sent, config.session.secret));
    next(isValid ? undefined : new AppError('FORBIDDEN', CSRF_REJECTED_MESSAGE));
  };
}
