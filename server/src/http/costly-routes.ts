/**
 * Every route declares its meter with defineRoute (define-route.ts): the ones that cost something
 * (outbound requests on a caller's behalf, OCR, a model) name the meter that bounds them, the rest say
 * `'free'`. A route cannot be declared without one, the OpenAPI document shows it as
 * `x-scamcheck-meter`, and `costly-routes.test.ts` proves each meter really stops its route.
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
