// Feature flags: switches an admin flips at run time. They live in storage.settings under one key, so
// every replica reads the same values; each replica keeps a snapshot that readers consult
// synchronously. A change is announced to the other replicas (cluster broadcast), which re-read at
// once; they also re-read every REFRESH_INTERVAL_MS, in case an announcement was missed.
import { FeaturesSchema, type Features } from '@scamcheck/shared';
import type { Config } from '../config';
import type { Cluster } from '../cluster/cluster';
import type { Logger } from '../lib/logger';
import type { SettingsRepository } from '../storage/ports';

export const FEATURE_FLAGS_KEY = 'featureFlags';
export const FEATURE_FLAGS_TOPIC = 'feature-flags';
/** How stale another replica's view of a change may be when the broadcast is lost. */
export const FEATURE_FLAGS_REFRESH_INTERVAL_MS = 10_000;
export const DEFAULT_CACHE_TTL_HOURS = 24;

export type FeatureFlags = {
  /** The latest known flags; never waits for storage. */
  current(): Features;
  /** Re-reads storage; on a storage failure keeps (and returns) the previous snapshot. */
  refresh(): Promise<Features>;
  /** Validates, stores and applies at once on this replica, and tells the others to re-read. */
  update(features: Features): Promise<Features>;
  /** Starts listening and the periodic refresh (idempotent); the timer never keeps the process alive. */
  start(): void;
  stop(): void;
};

/** What the flags are before an admin saves any: the configuration's choices. */
export function defaultFeatures(config: Pick<Config, 'engine'>): Features {
  return {
    liveChecks: config.engine.liveChecks,
    aiProvider: true,
    planEnforcement: true,
    comments: true,
    maintenanceBanner: null,
    cacheTtlHours: DEFAULT_CACHE_TTL_HOURS,
  };
}

export type FeatureFlagsDeps = {
  settings: SettingsRepository;
  defaults: Features;
  logger: Logger;
  /** Other replicas to tell about a change, and hear theirs from; none for a single process. */
  cluster?: Pick<Cluster, 'publish' | 'subscribe'>;
  intervalMs?: number;
};

export function createFeatureFlags({
  settings,
  defaults,
  logger,
  cluster,
  intervalMs = FEATURE_FLAGS_REFRESH_INTERVAL_MS,
}: FeatureFlagsDeps): FeatureFlags {
  let snapshot = defaults;
  let timer: ReturnType<typeof setInterval> | null = null;
  let unsubscribe: (() => void) | null = null;

  /** Stored values over the defaults, field by field: a flag added later starts at its default. */
  function fromStored(stored: unknown): Features {
    if (stored === null || typeof stored !== 'object') return defaults;
    const parsed = FeaturesSchema.safeParse({ ...defaults, ...stored });
    if (parsed.success) return parsed.data;
    logger.warn({ issues: parsed.error.issues }, 'Stored feature flags are invalid; using the defaults');
    return defaults;
  }

  async function refresh(): Promise<Features> {
    try {
      snapshot = fromStored(await settings.get(FEATURE_FLAGS_KEY));
    } catch (error) {
      logger.warn({ err: error }, 'Reading the feature flags failed; keeping the previous values');
    }
    return snapshot;
  }

  return {
    current: () => snapshot,
    refresh,
    async update(features) {
      const valid = FeaturesSchema.parse(features);
      await settings.set(FEATURE_FLAGS_KEY, valid);
      snapshot = valid;
      // Stored already: a lost announcement only delays the others until their next refresh.
      await cluster?.publish(FEATURE_FLAGS_TOPIC, '').catch((error: unknown) => {
        logger.warn({ err: error }, 'Announcing the feature flags to other replicas failed');
      });
      return snapshot;
    },
    start() {
      if (timer !== null) return;
      unsubscribe = cluster?.subscribe(FEATURE_FLAGS_TOPIC, () => void refresh()) ?? null;
      timer = setInterval(() => void refresh(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
