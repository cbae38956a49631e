/** Wires the reporter to the browser: uncaught errors and unhandled promise rejections. */
import { apiRequest } from '../../lib/api-client';
import { useDebugLogStore } from '../../stores/debug-log-store';
import { createClientErrorReporter, type ClientErrorReport } from './client-error-reporter';

export const CLIENT_ERRORS_PATH = '/api/client-errors';

async function sendReport(report: ClientErrorReport): Promise<void> {
  await apiRequest('POST', CLIENT_ERRORS_PATH, report);
}

function debugLogTail(): string[] {
  return useDebugLogStore.getState().entries.map((entry) => `[${entry.level}] ${entry.text}`);
}

export const reportClientError = createClientErrorReporter({
  send: sendReport,
  route: () => window.location.pathname,
  debugLog: debugLogTail,
  userAgent: () => navigator.userAgent,
});

/** Returns a function that removes the listeners. */
export function installErrorReporting(
  target: Window = window,
  report: (error: unknown) => Promise<boolean> = reportClientError,
): () => void {
  const onError = (event: ErrorEvent) => {
    // Resource load failures (a broken <img>) also arrive here, without an error object or message.
    const error: unknown = event.error;
    if ((error === null || error === undefined) && !event.message) return;
    void report(error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => void report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
