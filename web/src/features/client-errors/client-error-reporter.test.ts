import { describe, expect, it, vi } from 'vitest';
import { useDebugLogStore } from '../../stores/debug-log-store';
import { stubFetch } from '../../test/fetch-stub';
import { CLIENT_ERROR_LIMITS } from '@scamcheck/shared';
import {
  createClientErrorReporter,
  MAX_REPORTS_PER_WINDOW,
  REPORT_WINDOW_MS,
  type ClientErrorReport,
} from './client-error-reporter';
import { installErrorReporting, reportClientError } from './install-error-reporting';

function reporterWithClock() {
  const sent: ClientErrorReport[] = [];
  let time = 1_000_000;
  const report = createClientErrorReporter({
    send: (body) => {
      sent.push(body);
      return Promise.resolve();
    },
    route: () => '/domain/example.com',
    debugLog: () => Array.from({ length: 30 }, (_, index) => `[log] line ${index}`),
    now: () => time,
  });
  return { report, sent, advance: (ms: number) => void (time += ms) };
}

describe('client error reporter', () => {
  it('sends the message, stack, route and the last 20 debug-log lines', async () => {
    const { report, sent } = reporterWithClock();
    const error = new TypeError('x is undefined');
    expect(await report(error)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ message: 'TypeError: x is undefined', route: '/domain/example.com' });
    expect(sent[0]?.stack).toContain('x is undefined');
    expect(sent[0]?.debugLog).toHaveLength(20);
    expect(sent[0]?.debugLog?.at(-1)).toBe('[log] line 29');
  });

  it(`sends at most ${MAX_REPORTS_PER_WINDOW} reports a minute, then again once the minute has passed`, async () => {
    const { report, sent, advance } = reporterWithClock();
    for (let index = 0; index < 8; index += 1) await report(new Error(`failure ${index}`));
    expect(sent.map((body) => body.message)).toEqual([0, 1, 2, 3, 4].map((i) => `Error: failure ${i}`));
    advance(REPORT_WINDOW_MS);
    expect(await report(new Error('failure 5'))).toBe(true);
    expect(sent).toHaveLength(6);
  });

  it('reports an identical error only once', async () => {
    const { report, sent } = reporterWithClock();
    const error = new Error('same');
    await report(error);
    await report(error);
    await report('plain text rejection');
    await report('plain text rejection');
    expect(sent.map((body) => body.message)).toEqual(['Error: same', 'plain text rejection']);
  });

  it('cuts fields to the server limits instead of being refused', async () => {
    const { report, sent } = reporterWithClock();
    await report('m'.repeat(5000));
    expect(sent[0]?.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
  });

  it('never throws when sending fails, and never reports its own failure', async () => {
    const failures: unknown[] = [];
    let reportAgain: (error: unknown) => Promise<boolean> = () => Promise.resolve(false);
    const report = createClientErrorReporter({
      send: async () => {
        // A report raised while sending (e.g. by the failure below) is ignored, not recursed into.
        failures.push(await reportAgain(new Error('raised while sending')));
        throw new Error('503: Service Unavailable');
      },
      route: () => '/',
      debugLog: () => [],
    });
    reportAgain = report;
    await expect(report(new Error('original'))).resolves.toBe(false);
    expect(failures).toEqual([false]);
  });
});

describe('installErrorReporting', () => {
  it('posts uncaught errors and unhandled rejections to /api/client-errors with the debug log tail', async () => {
    const requests = stubFetch({
      '/api/client-errors': () => Response.json({ received: true }, { status: 202 }),
    });
    useDebugLogStore.getState().append([{ time: new Date(), level: 'warn', text: 'before the crash' }]);
    const uninstall = installErrorReporting(window, reportClientError);
    try {
      window.dispatchEvent(
        new ErrorEvent('error', { error: new RangeError('uncaught in test'), message: 'x' }),
      );
      const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
      rejection.reason = new Error('rejected in test');
      window.dispatchEvent(rejection);
      await vi.waitFor(() => expect(requests).toHaveLength(2));
    } finally {
      uninstall();
    }
    const bodies = requests.map((request) => JSON.parse(String(request.body)) as ClientErrorReport);
    expect(requests[0]?.method).toBe('POST');
    expect(bodies[0]).toMatchObject({ message: 'RangeError: uncaught in test', route: '/' });
    expect(bodies[0]?.debugLog).toEqual(['[warn] before the crash']);
    expect(bodies[1]?.message).toBe('Error: rejected in test');
  });

  it('ignores resource load failures, which carry no error and no message', async () => {
    const requests = stubFetch({});
    const uninstall = installErrorReporting(window, reportClientError);
    window.dispatchEvent(new Event('error'));
    uninstall();
    await Promise.resolve();
    expect(requests).toHaveLength(0);
  });
});
