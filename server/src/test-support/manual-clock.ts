import type { Clock } from '../jobs/periodic-jobs';

export interface ManualClock extends Clock {
  /** Moves time forward and fires every timer that falls due, in order. */
  advance(ms: number): void;
  pendingTimers(): number;
}

/** A clock that only moves when the test says so, for schedulers. */
export function manualClock(start = new Date('2030-01-01T00:00:00Z')): ManualClock {
  let now = start.getTime();
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 0;
  return {
    now: () => new Date(now),
    setTimer(callback, ms) {
      const id = (nextId += 1);
      timers.push({ at: now + ms, callback, id });
      return () => {
        timers = timers.filter((timer) => timer.id !== id);
      };
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (due === undefined) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = until;
    },
    pendingTimers: () => timers.length,
  };
}
