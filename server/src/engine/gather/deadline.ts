import type { Outcome } from './gatherer';

export type Deadline = {
  /** Settles (never rejects) with an unavailable outcome when time is up or the caller cancels. */
  reached: Promise<Outcome<never>>;
  /** Clears the timer so a finished analysis leaves nothing pending. */
  stop(): void;
};

/** The analysis deadline (ANALYSIS_DEADLINE_MS): every check still running then is given up on. */
export function startDeadline(ms: number, signal?: AbortSignal): Deadline {
  let stop = (): void => undefined;
  const reached = new Promise<Outcome<never>>((resolve) => {
    const timer = setTimeout(
      () => resolve({ status: 'unavailable', detail: 'did not finish before the deadline' }),
      ms,
    );
    const onAbort = (): void => resolve({ status: 'unavailable', detail: 'the analysis was cancelled' });
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    stop = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
  });
  return { reached, stop };
}
