import { SCAMCHECK_EXTENSION_ORIGINS } from '@scamcheck/shared';
import type { Request } from 'express';

/**
 * A request from the ScamCheck extension itself (its fixed Chrome origin). Browsers set `Origin` and no web
 * page or other extension can claim ours, so such a request may use the user's session cookie and needs no
 * anti-forgery token: the popup then shows who is signed in, and analyses count against their plan.
 */
export function isOwnExtensionRequest(req: Request): boolean {
  const origin = req.headers.origin;
  return origin !== undefined && SCAMCHECK_EXTENSION_ORIGINS.includes(origin);
}
