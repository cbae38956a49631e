import type { Request, RequestHandler } from 'express';
import { requestIdOf } from '../../http/request-id';
import type { ErrorRecorder } from './error-recorder';

/** Requests whose failure the error middleware already recorded (so nothing is recorded twice). */
const recorded = new WeakSet<Request>();

/** What the error middleware calls for an unexpected error: record it once and remember that it did. */
export function recordRequestErrorOnce(
  recorder: ErrorRecorder,
  error: unknown,
  req: Request,
  requestId: string,
): void {
  if (recorded.has(req)) return;
  recorded.add(req);
  recorder.recordRequestError(error, req, requestId);
}

/**
 * Catches the 500s that never pass through the error middleware: a handler (or a library such as a
 * static file server) that answers 500 itself. Mounted first, it looks at every finished answer.
 */
export function recordServerErrorAnswers(recorder: ErrorRecorder): RequestHandler {
  return (req, res, next) => {
    res.once('finish', () => {
      if (res.statusCode !== 500) return;
      const error = new Error('Answered 500 without an error reaching the error handler');
      recordRequestErrorOnce(recorder, error, req, requestIdOf(req));
    });
    next();
  };
}
