import { randomUUID } from 'node:crypto';

const REQUEST_ID_HEADER = 'X-Request-Id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reuses the id a proxy or client sent, when it is safe to copy into logs and headers, so one
 * request can be followed across systems; otherwise makes a new one. Either way it is echoed back.
 */
export function assignRequestId(
  req: { headers: Record<string, string | string[] | undefined> },
  res: { setHeader(name: string, value: string): unknown },
): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id assignRequestId gave the request (its type allows more because pino-http's does). */
export function requestIdOf(req: { id?: unknown }): string {
  return typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : 'unknown';
}
