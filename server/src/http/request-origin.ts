import { SCAMCHECK_EXTENSION_ORIGINS } from '@scamcheck/shared';
import type { Request } from 'express';

export const FOREIGN_ORIGIN_MESSAGE =
  'This request came from another website and was refused. Open ScamCheck itself and try again.';

/**
 * The origin of the page that sent the request: `Origin`, else the origin of `Referer`; null when the
 * client sent neither (a non-browser client; browsers send `Origin` on every cross-origin write).
 * An unparsable `Referer` or `Origin: null` (sandboxed frames, data: pages) count as foreign.
 */
export function requestOrigin(req: Request): string | null {
  const origin = req.headers.origin;
  if (origin !== undefined) return origin;
  const referer = req.headers.referer;
  if (referer === undefined) return null;
  return URL.canParse(referer) ? new URL(referer).origin : 'null';
}

/** Whether the sending page is ours: PUBLIC_URL, a configured origin, or our extension. */
export function isAllowedOrigin(req: Request, allowedOrigins: readonly string[]): boolean {
  const origin = requestOrigin(req);
  return origin === null || allowedOrigins.includes(origin) || SCAMCHECK_EXTENSION_ORIGINS.includes(origin);
}
