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

interface JobState {
  job: PeriodicJob;
  status: JobStatus;
  running: Promise<void> | null;
  cancelTimer: (() => void) | null;
}

export function createPeriodicJobs(
  jobs: PeriodicJob[],
  options: { clock: Clock; onError: (error: unknown, name: string) => void },
): PeriodicJobs {
  const { clock } = options;
  let started = false;
  const states = new Map<string, JobState>(
    jobs.map((job) => [job.name, { job, running: null, cancelTimer: null, status: emptyStatus(job.name) }]),
  );

  function run(state: JobState): Promise<void> {
    state.running ??= (async () => {
      state.status.running = true;
      try {
        state.status.entries = await state.job.run();
        state.status.lastSuccessAt = clock.now();
        state.status.lastError = null;
      } catch (error) {
        // The store is left untouched, so the previous entries stay in use.
        state.status.lastErrorAt = clock.now();
        state.status.lastError = error instanceof Error ? error.message : String(error);
        options.onError(error, state.job.name);
      } finally {
        state.status.running = false;
        state.running = null;
        schedule(state);
      }
    })();
    return state.running;
  }

  function schedule(state: JobState): void {
    state.cancelTimer?.();
    state.cancelTimer = null;
    state.status.nextRunAt = null;
    if (!started) return;
    state.status.nextRunAt = new Date(clock.now().getTime() + state.job.intervalMs);
    state.cancelTimer = clock.setTimer(() => void run(state), state.job.intervalMs);
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
      await Promise.all(chosen.map(run));
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
