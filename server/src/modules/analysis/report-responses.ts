// The hottest read, a stored report (GET /api/domain/:domain: the result page, the extension's badge), kept
// as the bytes it is sent as. The route builds the answer once (the stored report), serializes
// it and remembers it under the request's address; later requests for that exact address are answered
// from the Buffer with a strong ETag (304 when the caller already has it), right after the security
// headers: before the access log, session, anti-forgery, static-file and body-parsing middleware, and
// without any storage query. See docs/performance.md ("Stored reports from memory").
import { etag } from 'etag';
import fresh from 'fresh';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { assignRequestId } from '../../http/request-id';

/**
 * How long a remembered answer is served before the route builds it again. Changes made on this
 * process, and on any replica that announces one (cluster/report-invalidation.ts), forget it at once;
 * this bounds the rest (a lost announcement) to the 15 s of the report cache under it (report-cache.ts).
 */
export const REPORT_RESPONSE_TTL_MS = 5_000;
/** Serialized reports kept, in bytes (a report is a few kB). */
const MAX_BYTES = 16 * 1024 * 1024;
/** Request addresses remembered for a report (`/api/domain/Example.com`, `/api/domain/www.example.com`…). */
const MAX_ADDRESSES = 20_000;

const CONTENT_TYPE = 'application/json; charset=utf-8';
/** The ETag is there to revalidate: no cache may answer without asking (reports change). */
const CACHE_CONTROL = 'no-cache';

type Remembered = { body: Buffer; etag: string };

/** Taken before the route reads anything, so an answer built from data changed meanwhile is not kept. */
export type ReportTicket = { generation: number };

export type ReportResponses = {
  /** Middleware: answers a remembered report, or passes the request on untouched. */
  serveRemembered: RequestHandler;
  ticket(): ReportTicket;
  /** The route's answer: serializes `body`, remembers it (unless the ticket is stale) and sends it. */
  send(req: Request, res: Response, hostname: string, body: unknown, ticket: ReportTicket): void;
  /** A new report of this domain was stored. */
  forget(hostname: string): void;
};

export type ReportResponsesOptions = {
  ttlMs?: number;
};

export function createReportResponses({
  ttlMs = REPORT_RESPONSE_TTL_MS,
}: ReportResponsesOptions = {}): ReportResponses {
  const bodies = new LRUCache<string, Remembered>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.body.length + 100,
    ttl: ttlMs,
  });
  const addresses = new LRUCache<string, string>({ max: MAX_ADDRESSES });
  let generation = 0;

  const serveRemembered: RequestHandler = (req, res, next) => {
    const hostname = isPlainRead(req) ? addresses.get(req.originalUrl) : undefined;
    const remembered = hostname === undefined ? undefined : bodies.get(hostname);
    if (remembered === undefined) {
      next();
      return;
    }
    // The one thing the access logger (mounted after this) would have added to the answer.
    assignRequestId(req, res);
    write(req, res, remembered);
  };

  return {
    serveRemembered,
    ticket: () => ({ generation }),
    send(req, res, hostname, body, ticket) {
      const bytes = Buffer.from(JSON.stringify(body));
      const remembered = { body: bytes, etag: etag(bytes) };
      // Not kept when a report of any domain was stored while it was being built.
      if (ticket.generation === generation) {
        bodies.set(hostname, remembered);
        // Only an address that reached the route as a plain read: every check before it passed.
        if (isPlainRead(req)) addresses.set(req.originalUrl, hostname);
      }
      write(req, res, remembered);
    },
    forget(hostname) {
      generation += 1;
      bodies.delete(hostname);
    },
  };
}

/**
 * What the hit path may answer without the middleware chain: a GET or HEAD without a query (API keys
 * in the address are refused further on), without a body (its checks run further on) and without an
 * Authorization header (an API key is checked further on). Cookies do not change the answer: the
 * report is public, so a signed-in reader gets the same bytes without loading the session.
 */
function isPlainRead(req: Request): boolean {
  const { headers } = req;
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.originalUrl.includes('?') &&
    headers.authorization === undefined &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0')
  );
}

function write(req: Request, res: Response, remembered: Remembered): void {
  res.setHeader('Content-Type', CONTENT_TYPE);
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', remembered.etag);
  if (fresh(req.headers, { etag: remembered.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', remembered.body.length);
  res.end(req.method === 'HEAD' ? undefined : remembered.body);
}
