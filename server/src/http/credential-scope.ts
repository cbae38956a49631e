import type { Request, RequestHandler } from 'express';
import { isOwnExtensionRequest } from './extension-origin';

/** Browser-extension origins (Chrome, Edge, Firefox, Safari). */
const EXTENSION_ORIGIN = /^(chrome|moz|safari-web|ms-browser)-extension:\/\//i;

export function hasBearerCredentials(req: Request): boolean {
  return /^bearer\s/i.test(req.headers.authorization ?? '');
}

export function isExtensionRequest(req: Request): boolean {
  return EXTENSION_ORIGIN.test(req.headers.origin ?? '');
}

/**
 * Decides which credentials a request may use, before the session loads. Requests from a browser
 * extension (another origin, which cannot read our anti-forgery cookie) and requests carrying an API
 * key are never authenticated by cookie: their Cookie header is dropped, so they act as anonymous or
 * as the key's owner, and anti-forgery checks have nothing to protect (docs/security.md).
 */
export const scopeCredentials: RequestHandler = (req, _res, next) => {
  // Our own extension is the exception: its origin cannot be forged (http/extension-origin.ts).
  const isForeignExtension = isExtensionRequest(req) && !isOwnExtensionRequest(req);
  if (hasBearerCredentials(req) || isForeignExtension) delete req.headers.cookie;
  next();
};
