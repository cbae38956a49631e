import type { Logger } from '../../lib/logger';
import type { ErrorRecorder } from './error-recorder';

type ProcessEvents = Pick<NodeJS.Process, 'on'>;

/**
 * Failures outside any request's promise chain (a background task's rejected promise, an error thrown
 * in a stream or timer callback) never reach the error middleware. They are recorded in the error
 * console too: a rejection is logged and the server keeps serving; an uncaught exception leaves the
 * process in an unknown state, so it exits once the record is written.
 */
export function recordProcessErrors(
  target: ProcessEvents,
  { recorder, logger, exit }: { recorder: ErrorRecorder; logger: Logger; exit: (code: number) => void },
): void {
  target.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'Unhandled promise rejection');
    recorder.recordBackgroundError(reason, 'unhandled promise rejection');
  });
  target.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'Uncaught exception');
    recorder.recordBackgroundError(error, 'uncaught exception');
    void recorder.flush().finally(() => exit(1));
  });
}
