import type { ErrorBody } from '@scamcheck/shared';
import type { ErrorRequestHandler, Request } from 'express';
import { isStorageUnavailable } from '../storage/storage-errors';
import { AppError } from './app-error';
import { MALFORMED_UTF8_TYPE } from './refuse-odd-input';
import { requestIdOf } from './request-id';

export type ErrorMiddlewareOptions = {
  /**
   * Told about every unexpected error (the error console records it). Must not throw; if it does
   * anyway, the caller still gets the same answer.
   */
  onUnexpectedError?: (error: unknown, req: Request, requestId: string) => void;
};

/**
 * The single place errors become HTTP answers: `{ error: { code, message } }` with the status of
 * the code. Anything unexpected is logged with its stack and answered with a generic 500.
 */
export function createErrorMiddleware(options: ErrorMiddlewareOptions = {}): ErrorRequestHandler {
  const report = (error: unknown, req: Request): void => {
    try {
      options.onUnexpectedError?.(error, req, requestIdOf(req));
    } catch (failure) {
      req.log.warn({ err: failure }, 'Could not report an unexpected error');
    }
  };
  return (error: unknown, req, res, next) => {
    if (isServerFault(error)) report(error, req);
    answer(error, req, res, next);
  };
}

/**
 * Unknown errors and deliberate INTERNAL ones: every 500 reaches the error console. Upstream failures
 * (502/503, e.g. the model provider is down) are not faults of this server.
 */
function isServerFault(error: unknown): boolean {
  const known = toAppError(error);
  return known === null || known.code === 'INTERNAL';
}

export const errorMiddleware: ErrorRequestHandler = createErrorMiddleware();

const answer: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    // Too late for a JSON answer; Express aborts the connection.
    next(error);
    return;
  }
  const known = toAppError(error);
  if (known !== null && known.status < 500) {
    res.status(known.status).json(body(known));
    return;
  }
  const requestId = requestIdOf(req);
  if (known !== null) {
    // Deliberate 5xx (e.g. UPSTREAM_UNAVAILABLE): its message is meant for the caller.
    req.log.warn({ err: error, requestId }, known.message);
    res.status(known.status).json(body(known, requestId));
    return;
  }
  req.log.error({ err: error, requestId }, 'Unhandled error');
  res.status(500).json(body(new AppError('INTERNAL', 'Internal server error'), requestId));
};

function body(error: AppError, requestId?: string): ErrorBody {
  return {
    error: { code: error.code, message: error.message, ...(requestId === undefined ? {} : { requestId }) },
  };
}

/** What a caller reads when the database cannot be reached; /api/health says the same per dependency. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'The database is not reachable or too busy at the moment, so this request could not be completed. Please try again in a minute.';

/** Errors raised by Express itself and body-parser carry `type`/`status`; map the ones a client causes. */
function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) return null;
  const type = 'type' in error ? error.type : undefined;
  const status = 'status' in error ? error.status : undefined;
  switch (type) {
    case 'entity.parse.failed':
      return new AppError('BAD_REQUEST', 'Malformed JSON body');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    case MALFORMED_UTF8_TYPE:
      return new AppError('BAD_REQUEST', 'The request body is not valid UTF-8 text.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding');
    default:
      break;
  }
  if (status === 404) return new AppError('NOT_FOUND', 'Not found');
  if (isStorageUnavailable(error)) return new AppError('UPSTREAM_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE);
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new AppError('BAD_REQUEST', 'Bad request');
  return null;
}
