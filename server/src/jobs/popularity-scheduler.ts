import { downloadFile, type DownloadOptions } from '../engine/collectors/feeds/download';
import { parsePopularityList, type PopularityEntry } from '../engine/collectors/feeds/parsers';
import { createPeriodicJobs, systemClock, type PeriodicJobs, type ScheduleOptions } from './periodic-jobs';

export interface PopularityStore {
  replaceAll(entries: PopularityEntry[], fetchedAt: Date): Promise<void>;
}

export interface PopularitySchedulerOptions extends ScheduleOptions {
  /** A Tranco-style `rank,domain` CSV, or a `.zip` holding one. */
  url: string;
  intervalMs: number;
  store: PopularityStore;
  maxBytes?: number;
  timeoutMs?: number;
  download?: (url: string, options: DownloadOptions) => Promise<Uint8Array>;
}

export const POPULARITY_MAX_BYTES = 100 * 1024 * 1024;

/** Keeps the popularity list in storage fresh; a failed download keeps the previous list. */
export function createPopularityScheduler(options: PopularitySchedulerOptions): PeriodicJobs {
  const clock = options.clock ?? systemClock;
  const download = options.download ?? downloadFile;
  const maxBytes = options.maxBytes ?? POPULARITY_MAX_BYTES;
  return createPeriodicJobs(
    [
      {
        name: 'popularity',
        intervalMs: options.intervalMs,
        async run() {
          const body = await download(options.url, { maxBytes, timeoutMs: options.timeoutMs ?? 120_000 });
          const entries = parsePopularityList(body, options.url, maxBytes);
          if (entries.length === 0)
            throw new Error('Popularity list had no entries; keeping the previous list');
          await options.store.replaceAll(entries, clock.now());
          return entries.length;
        },
      },
    ],
    { clock, onError: options.onError, gate: options.gate },
  );
}
