import type { AllowanceId } from '@scamcheck/shared';

/**
 * Every mounted route, classified once: the ones that cost something (outbound requests on a caller's
 * behalf, OCR, a model) name the meter that bounds them; the rest are listed as free. A route that is
 * in neither list fails `costly-routes.test.ts`, so a new route cannot ship unclassified, and the test
 * proves each meter really stops its route.
 */

export type Meter =
  /** The plan's site allowance, spent only when a new analysis runs (a stored report is free). */
  | 'site-allowance'
  /** The plan's screenshot-check allowance, counted before any work: see quota.ts. */
  | 'screenshot-allowance'
  /** The plan's message-check allowance (link unwrapping included), counted before any work. */
  | 'message-allowance'
  /** CHAT_RATE_LIMIT_PER_HOUR messages per visitor. */
  | 'chat-limit'
  /** LOGIN_RATE_LIMIT sign-in attempts per address. */
  | 'login-limit'
  /** Only administrators can call it at all. */
  | 'admin-only';

export const COSTLY_ROUTES: Readonly<Record<string, Meter>> = {
  // A live analysis: DNS, TLS, RDAP and page fetches for the caller's target.
  // Served free from a stored report under the cache age; the route spends only on a new analysis.
  'post /api/analyze': 'site-allowance',
  // OCR and, when configured, a vision model.
  'post /api/analyze-image': 'screenshot-allowance',
  // The message classifier and family rules, and the lexical engine on every link in it.
  'post /api/analyze-message': 'message-allowance',
  // Follows a stranger's link hop by hop through the fetch guard.
  'post /api/unwrap': 'message-allowance',
  // The assistant's model (its own allowance; a new site analysis it runs spends the site allowance).
  'post /api/ai/chat': 'chat-limit',
  // Sends the administrators an alert email.
  'put /api/ai/chat/:chatId/email': 'chat-limit',
  // Starts the Google sign-in (the callback requests a token only for a state this route issued).
  'get /auth/google': 'login-limit',
  // Downloads the feeds again; sends a test email through the configured server.
  'post /api/admin/status/refresh': 'admin-only',
  'post /api/admin/email-settings/test': 'admin-only',
};

/** Reads of stored data and writes to it: no outbound request, no OCR, no model. */
export const FREE_ROUTES: readonly string[] = [
  'get /api/health',
  'get /api/openapi.json',
  'get /auth/logout',
  'get /api/auth/config',
  // The trial sign-in stores an account, nothing more (and is within LOGIN_RATE_LIMIT too).
  'post /auth/dev-login',
  'get /api/csrf',
  // Refused before any token request unless the state came from the metered GET /auth/google.
  'get /auth/google/callback',
  'get /api/user',
  'patch /api/user',
  'delete /api/user',
  'get /api/quota',
  'get /api/user/history',
  'get /api/site-status',
  'get /api/keys',
  'post /api/keys',
  'delete /api/keys/:id',
  'get /api/domain/:domain',
  'get /api/domains/recent',
  'get /api/domains',
  'get /api/statistics',
  'get /api/admin/chats',
  'get /api/admin/chats/:chatId',
  'get /api/admin/overview',
  'get /api/admin/status',
  'get /api/admin/analytics',
  'get /api/admin/features',
  'put /api/admin/features',
  'get /api/admin/users',
  'patch /api/admin/users/:id',
  'get /api/domain/:domain/comments',
  // Within the daily comment limits (comment-guards.ts); alert emails go to the configured admins.
  'post /api/domain/:domain/comments',
  'post /api/comments/:id/report',
  'get /api/admin/comments',
  'patch /api/admin/comments/:id',
  'delete /api/admin/comments/:id',
  'post /api/client-errors',
  'get /api/admin/errors',
  'get /api/admin/errors/:fingerprint/events',
  'post /api/admin/errors/:fingerprint/resolve',
  'delete /api/admin/errors',
  'get /api/admin/email-settings',
  'put /api/admin/email-settings',
  'get /downloads/:file',
];

const GUARDED_METERS: Readonly<Partial<Record<Meter, AllowanceId>>> = {
  'screenshot-allowance': 'screenshot',
  'message-allowance': 'message',
};

/** The POST paths whose every call spends an allowance, and which one (app.ts mounts the guards). */
export const ALLOWANCE_GUARDED_PATHS: ReadonlyArray<readonly [string, AllowanceId]> = Object.entries(
  COSTLY_ROUTES,
).flatMap(([route, meter]) => {
  const allowance = GUARDED_METERS[meter];
  return allowance === undefined ? [] : [[route.replace(/^post /, ''), allowance] as const];
});
