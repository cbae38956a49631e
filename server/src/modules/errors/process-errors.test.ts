import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createErrorRecorder } from './error-recorder';
import { recordProcessErrors } from './process-errors';

describe('failures outside any request', () => {
  it('records an unhandled rejection and an uncaught exception, and exits only for the exception', async () => {
    const written: { message: string; route: string }[] = [];
    const recorder = createErrorRecorder({
      errorEvents: {
        record: (event) => {
          written.push({ message: event.message, route: event.route ?? '' });
          return Promise.resolve({ ...event, id: String(written.length), resolved: false });
        },
      },
      clock: { now: () => new Date('2026-01-01T00:00:00Z') },
      logger: createLogger('silent'),
    });
    const target = new EventEmitter();
    const exits: number[] = [];
    recordProcessErrors(target as unknown as NodeJS.Process, {
      recorder,
      logger: createLogger('silent'),
      exit: (code) => exits.push(code),
    });

    target.emit('unhandledRejection', new Error('stream of a background job failed'));
    await recorder.flush();
    expect(exits).toEqual([]);
    target.emit('uncaughtException', new RangeError('timer callback threw'));
    await recorder.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(exits).toEqual([1]);
    expect(written.map(({ message, route }) => ({ message, route }))).toEqual([
      { message: 'Error: stream of a background job failed', route: 'unhandled promise rejection' },
      { message: 'RangeError: timer callback threw', route: 'uncaught exception' },
    ]);
  });
});
