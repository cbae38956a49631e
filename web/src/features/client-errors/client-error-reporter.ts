/**
 * Sends uncaught browser errors to POST /api/client-errors for the admin error console. Bounded on
 * purpose: at most MAX_REPORTS_PER_WINDOW reports a minute, each distinct error once per page load,
 * fields cut to the server's limits, and a report never throws or reports its own failure.
 */
import { CLIENT_ERROR_LIMITS, type ClientErrorRequest } from '@scamcheck/shared';

export const MAX_REPORTS_PER_WINDOW = 5;
export const REPORT_WINDOW_MS = 60_000;
export const DEBUG_LOG_TAIL = 20;

export type ClientErrorReport = ClientErrorRequest;

export type ReporterOptions = {
  send: (report: ClientErrorReport) => Promise<unknown>;
  /** The current page path. */
  route: () => string;
  /** The last console lines (the debug log), oldest first. */
  debugLog: () => string[];
  userAgent?: () => string;
  now?: () => number;
};

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function describeError(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) {
    return { message: `${value.name}: ${value.message}`, stack: value.stack ?? undefined };
  }
  if (typeof value === 'string') return { message: value };
  try {
    return { message: `Non-error value: ${JSON.stringify(value) ?? String(value)}` };
  } catch {
    return { message: `Non-error value: ${Object.prototype.toString.call(value)}` };
  }
}

/** Returns `report(error)`, which resolves true when a report was sent and false when it was held back. */
export function createClientErrorReporter({
  send,
  route,
  debugLog,
  userAgent,
  now = Date.now,
}: ReporterOptions): (error: unknown) => Promise<boolean> {
  const sentAt: number[] = [];
  const seen = new Set<string>();
  let isBuilding = false;

  return async (error) => {
    // An error raised while a report is being built or handed to `send` must not start another report.
    if (isBuilding) return false;
    isBuilding = true;
    try {
      const { message, stack } = describeError(error);
      const key = `${message}\n${stack?.split('\n')[1] ?? ''}`;
      if (seen.has(key)) return false;
      const time = now();
      while (sentAt.length > 0 && time - (sentAt[0] ?? 0) >= REPORT_WINDOW_MS) sentAt.shift();
      if (sentAt.length >= MAX_REPORTS_PER_WINDOW) return false;
      seen.add(key);
      sentAt.push(time);
      const sending = send({
        // The server refuses longer fields (and an empty message): cut them so the report still arrives.
        message: cut(message.trim() || 'Unknown error', CLIENT_ERROR_LIMITS.message),
        stack: stack === undefined ? undefined : cut(stack, CLIENT_ERROR_LIMITS.stack),
        route: cut(route(), CLIENT_ERROR_LIMITS.route),
        debugLog: debugLog()
          .slice(-Math.min(DEBUG_LOG_TAIL, CLIENT_ERROR_LIMITS.debugLogEntries))
          .map((line) => cut(line, CLIENT_ERROR_LIMITS.debugLogEntry)),
        userAgent: userAgent === undefined ? undefined : cut(userAgent(), CLIENT_ERROR_LIMITS.userAgent),
      });
      isBuilding = false;
      await sending;
      return true;
    } catch {
      // The error console is a help, not a duty: a failed report is dropped silently.
      return false;
    } finally {
      isBuilding = false;
    }
  };
}
