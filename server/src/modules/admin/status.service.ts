// The admin status page: live health of each part of this server, read from what each part exposes.
import { APP_VERSION, type AdminStatus } from '@scamcheck/shared';
import type { Container } from '../../container';
import type { JobStatus } from '../../jobs';

/** How long one reachability answer is reused, so refreshing the page does not hammer the model's API. */
export const AI_REACHABILITY_TTL_MS = 60_000;
export const AI_REACHABILITY_TIMEOUT_MS = 3_000;

export type StatusService = {
  status(): Promise<AdminStatus>;
  /** Starts a download now; it finishes in the background and its outcome shows in status(). */
  refresh(target: 'feeds' | 'popularity'): void;
};

type StatusDeps = Pick<
  Container,
  'config' | 'storage' | 'clock' | 'startedAt' | 'ai' | 'featureFlags' | 'engineJobs' | 'ocr' | 'rateLimits'
>;

export function createStatusService(deps: StatusDeps): StatusService {
  const { config, storage, clock, engineJobs } = deps;
  const reachable = cachedReachability(deps);

  async function feeds(): Promise<AdminStatus['feeds']> {
    const stored = await storage.feeds.sourceStatus();
    const jobs = engineJobs.feeds.status();
    const names = [...new Set([...jobs.map((job) => job.name), ...stored.map((row) => row.source)])].sort();
    return names.map((source) => {
      const row = stored.find((candidate) => candidate.source === source);
      return {
        source,
        ...jobFields(jobs.find((job) => job.name === source)),
        entries: row?.entries ?? 0,
        lastFetchedAt: row?.lastFetchedAt.toISOString() ?? null,
      };
    });
  }

  async function popularity(): Promise<AdminStatus['popularity']> {
    const stored = await storage.popularity.status();
    return {
      ...jobFields(engineJobs.popularity.status()[0]),
      entries: stored.entries,
      lastFetchedAt: stored.lastFetchedAt?.toISOString() ?? null,
    };
  }

  return {
    async status() {
      const flags = deps.featureFlags.current();
      const memory = process.memoryUsage();
      const [storageHealth, feedRows, popularityRow, rateLimitStore, aiReachable] = await Promise.all([
        storage.ping(),
        feeds(),
        popularity(),
        deps.rateLimits.health(),
        reachable(),
      ]);
      return {
        version: APP_VERSION,
        uptimeSeconds: Math.max(0, Math.floor((clock.now().getTime() - deps.startedAt.getTime()) / 1000)),
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
        storage: { adapter: storage.adapter, ...storageHealth },
        ai: {
          provider: config.ai.provider,
          configured: config.ai.openai.apiKey !== null,
          enabled: flags.aiProvider,
          reachable: aiReachable,
        },
        feeds: feedRows,
        popularity: popularityRow,
        ocr: deps.ocr.stats(),
        rateLimitStore,
        liveChecks: config.engine.liveChecks && flags.liveChecks,
      };
    },
    refresh(target) {
      const jobs = target === 'feeds' ? engineJobs.feeds : engineJobs.popularity;
      // Failures are recorded in the jobs' status (lastError), which the page shows.
      void jobs.refreshNow().catch(() => undefined);
    },
  };
}

function jobFields(job: JobStatus | undefined) {
  return {
    nextRunAt: job?.nextRunAt?.toISOString() ?? null,
    lastError: job?.lastError ?? null,
    running: job?.running ?? false,
  };
}

/** null for a provider without a network endpoint (offline); otherwise a cached probe. */
function cachedReachability({ ai, clock }: Pick<Container, 'ai' | 'clock'>): () => Promise<boolean | null> {
  let last: { at: number; value: Promise<boolean> } | null = null;
  return () => {
    const { checkReachable } = ai;
    if (checkReachable === undefined) return Promise.resolve(null);
    const now = clock.now().getTime();
    if (last === null || now - last.at >= AI_REACHABILITY_TTL_MS) {
      last = { at: now, value: checkReachable(AI_REACHABILITY_TIMEOUT_MS).catch(() => false) };
    }
    return last.value;
  };
}
