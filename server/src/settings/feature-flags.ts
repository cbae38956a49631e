// Feature flags (issue 8 "advanced features"): switches an admin flips at run time. They live in
// storage.settings under one key, so every replica reads the same values; each replica keeps a
// snapshot that readers consult synchronously and re-reads storage every REFRESH_INTERVAL_MS.
import { FeaturesSchema, type Features } from '@scamcheck/shared';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import type { SettingsRepository } from '../storage/ports';

export const FEATURE_FLAGS_KEY = 'featureFlags';
/** How stale another replica's view of a change may be. */
export const FEATURE_FLAGS_REFRESH_INTERVAL_MS = 10_000;
export const DEFAULT_CACHE_TTL_HOURS = 24;

export type FeatureFlags = {
  /** The latest known flags; never waits for storage. */
  current(): Features;
  /** Re-reads storage; on a storage failure keeps (and returns) the previous snapshot. */
  refresh(): Promise<Features>;
  /** Validates, stores and applies at once on this replica; other replicas follow on their next refresh. */
  update(features: Features): Promise<Features>;
  /** Starts the periodic refresh (idempotent); the timer never keeps the process alive. */
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
  intervalMs?: number;
};

export function createFeatureFlags({
  settings,
  defaults,
  logger,
  intervalMs = FEATURE_FLAGS_REFRESH_INTERVAL_MS,
}: FeatureFlagsDeps): FeatureFlags {
  let snapshot = defaults;
  let timer: ReturnType<typeof setInterval> | null = null;

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
      return snapshot;
    },
    start() {
      if (timer !== null) return;
      timer = setInterval(() => void refresh(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}
