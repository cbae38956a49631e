/** Time source for schedulers; tests pass a manual clock instead of waiting. */
export interface Clock {
  now(): Date;
  /** Calls `callback` after `ms`; returns a function that cancels it. */
  setTimer(callback: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimer: (callback, ms) => {
    const timer = setTimeout(callback, ms);
    // A pending refresh must not keep the process alive at shutdown.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export interface PeriodicJob {
  name: string;
  intervalMs: number;
  /** Does one refresh and returns how many entries it stored. */
  run(): Promise<number>;
}

/** What a gate decided: the job ran here, or not (another replica runs it, or ran it recently). */
export type GateOutcome =
  | { ran: true; entries: number }
  | { ran: false; reason: 'busy' }
  /** `lastRunAt`: when a replica last ran the job; the next try is one interval after it. */
  | { ran: false; reason: 'fresh'; lastRunAt: Date };

/**
 * Decides whether this replica runs a job now (job-gate.ts: once per cluster). Without one,
 * every run goes ahead, which is right for a single process.
 */
export interface JobGate {
  /** `forced`: "refresh now", which skips the freshness check but still never runs a job twice at once. */
  run(job: PeriodicJob, work: () => Promise<number>, forced: boolean): Promise<GateOutcome>;
}

const openGate: JobGate = {
  run: async (_job, work) => ({ ran: true, entries: await work() }),
};

/** What every download schedule takes besides its lists. */
export interface ScheduleOptions {
  onError: (error: unknown, source: string) => void;
  clock?: Clock;
  /** Across replicas: run each download once per cluster. */
  gate?: JobGate;
}

export interface JobStatus {
  name: string;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
  nextRunAt: Date | null;
  entries: number | null;
  running: boolean;
}

export interface PeriodicJobs {
  /** Runs every job now, then each again `intervalMs` after its previous run finished. */
  start(): void;
  stop(): void;
  /** Runs one job (or all) immediately; failures are recorded in status(), not thrown. */
  refreshNow(name?: string): Promise<JobStatus[]>;
  status(): JobStatus[];
  /** Resolves once no run is in progress. */
  idle(): Promise<void>;
}

// A replica that finds a job just run elsewhere never spins on it.
const MIN_DELAY_MS = 1_000;

interface JobState {
  job: PeriodicJob;
  status: JobStatus;
  running: Promise<void> | null;
  cancelTimer: (() => void) | null;
}

export function createPeriodicJobs(
  jobs: PeriodicJob[],
  options: { clock: Clock; onError: (error: unknown, name: string) => void; gate?: JobGate },
): PeriodicJobs {
  const { clock } = options;
  const gate = options.gate ?? openGate;
  let started = false;
  const states = new Map<string, JobState>(
    jobs.map((job) => [job.name, { job, running: null, cancelTimer: null, status: emptyStatus(job.name) }]),
  );

  function run(state: JobState, forced = false): Promise<void> {
    state.running ??= (async () => {
      state.status.running = true;
      let delayMs = state.job.intervalMs;
      try {
        const outcome = await gate.run(state.job, () => state.job.run(), forced);
        if (outcome.ran) {
          state.status.entries = outcome.entries;
          state.status.lastSuccessAt = clock.now();
          state.status.lastError = null;
        } else if (outcome.reason === 'fresh') {
          // Another replica ran it: try again one interval after that run, not after this check.
          delayMs = outcome.lastRunAt.getTime() + state.job.intervalMs - clock.now().getTime();
        }
      } catch (error) {
        // The store is left untouched, so the previous entries stay in use.
        state.status.lastErrorAt = clock.now();
        state.status.lastError = error instanceof Error ? error.message : String(error);
        options.onError(error, state.job.name);
      } finally {
        state.status.running = false;
        state.running = null;
        schedule(state, delayMs);
      }
    })();
    return state.running;
  }

  function schedule(state: JobState, delayMs = state.job.intervalMs): void {
    state.cancelTimer?.();
    state.cancelTimer = null;
    state.status.nextRunAt = null;
    if (!started) return;
    const wait = Math.max(MIN_DELAY_MS, delayMs);
    state.status.nextRunAt = new Date(clock.now().getTime() + wait);
    state.cancelTimer = clock.setTimer(() => void run(state), wait);
  }

  const selected = (name?: string): JobState[] => {
    if (name === undefined) return [...states.values()];
    const state = states.get(name);
    if (state === undefined) throw new Error(`Unknown job ${name}`);
    return [state];
  };

  return {
    start() {
      if (started) return;
      started = true;
      for (const state of states.values()) void run(state);
    },
    stop() {
      started = false;
      for (const state of states.values()) schedule(state);
    },
    async refreshNow(name) {
      const chosen = selected(name);
      await Promise.all(chosen.map((state) => run(state, true)));
      return chosen.map((state) => ({ ...state.status }));
    },
    status: () => [...states.values()].map((state) => ({ ...state.status })),
    async idle() {
      await Promise.all([...states.values()].flatMap((state) => (state.running ? [state.running] : [])));
    },
  };
}

function emptyStatus(name: string): JobStatus {
  return {
    name,
    lastSuccessAt: null,
    lastErrorAt: null,
    lastError: null,
    nextRunAt: null,
    entries: null,
    running: false,
  };
}
