// Writes errors into the error console's storage. Recording is fire-and-forget: it never throws,
// never rejects, and a storage failure while recording is only logged, so it can never change the
// answer a caller gets (the error middleware calls it on the way to a 500).
import type { Request } from 'express';
import type { Logger } from '../../lib/logger';
import type { ErrorEventRepository, NewErrorEvent } from '../../storage/ports';
import { errorFingerprint } from './error-fingerprint';

/** Server-side bounds, matching what a client may send (CLIENT_ERROR_LIMITS). */
const MAX_MESSAGE = 2000;
const MAX_STACK = 8000;
const MAX_ROUTE = 500;

export type ClientErrorReport = {
  message: string;
  stack?: string;
  route: string;
  debugLog?: string[];
  userAgent?: string;
};

export type ErrorRecorder = {
  /** An unexpected error that became a 500 answer. */
  recordRequestError(error: unknown, req: Request, requestId: string): void;
  /** A failure outside any request (e.g. sending an alert email); `where` names the job. */
  recordBackgroundError(error: unknown, where: string): void;
  /** An uncaught error the web app reported. */
  recordClientError(
    report: ClientErrorReport,
    caller: { userId: string | null; requestId: string | null },
  ): void;
  /** Settles once every record started so far has been written or has failed (tests, shutdown). */
  flush(): Promise<void>;
};

export type ErrorRecorderDeps = {
  errorEvents: Pick<ErrorEventRepository, 'record'>;
  clock: { now(): Date };
  logger: Logger;
};

export function createErrorRecorder({ errorEvents, clock, logger }: ErrorRecorderDeps): ErrorRecorder {
  const pending = new Set<Promise<void>>();

  function write(event: Omit<NewErrorEvent, 'fingerprint' | 'createdAt'>): void {
    try {
      const fingerprint = errorFingerprint(event);
      const task = Promise.resolve()
        .then(() => errorEvents.record({ ...event, fingerprint, createdAt: clock.now() }))
        .then(
          () => undefined,
          (failure: unknown) => logger.warn({ err: failure }, 'Could not record an error event'),
        )
        .finally(() => pending.delete(task));
      pending.add(task);
    } catch (failure) {
      logger.warn({ err: failure }, 'Could not record an error event');
    }
  }

  return {
    recordRequestError(error, req, requestId) {
      const { message, stack } = describeError(error);
      write({
        source: 'server',
        message,
        stack,
        route: cut(routeOf(req), MAX_ROUTE),
        requestId,
        userId: req.user?.id ?? null,
        context: { method: req.method, path: cut(req.path, MAX_ROUTE) },
      });
    },

    recordBackgroundError(error, where) {
      const { message, stack } = describeError(error);
      write({ source: 'server', message, stack, route: where, requestId: null, userId: null, context: null });
    },

    recordClientError(report, { userId, requestId }) {
      write({
        source: 'client',
        message: report.message,
        stack: report.stack ?? null,
        route: report.route,
        requestId,
        userId,
        context: { userAgent: report.userAgent ?? null, debugLog: report.debugLog ?? [] },
      });
    },

    async flush() {
      await Promise.all([...pending]);
    },
  };
}

function describeError(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) {
    const message = error.message === '' ? error.name : `${error.name}: ${error.message}`;
    return { message: cut(message, MAX_MESSAGE), stack: error.stack ? cut(error.stack, MAX_STACK) : null };
  }
  return { message: cut(`Non-error thrown: ${safeString(error)}`, MAX_MESSAGE), stack: null };
}

/** The route pattern that matched (`/api/domain/:domain`), so one failing route is one group. */
function routeOf(req: Request): string {
  const route: unknown = req.route;
  const pattern = typeof route === 'object' && route !== null && 'path' in route ? route.path : null;
  return `${req.method} ${typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : req.path}`;
}

function safeString(value: unknown): string {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return Object.prototype.toString.call(value);
  }
}

function cut(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}
