import { downloadFile, type DownloadOptions } from '../engine/collectors/feeds/download';
import type { FeedEntry } from '../engine/collectors/feeds/indicators';
import type { FeedParser } from '../engine/collectors/feeds/parsers';
import { createPeriodicJobs, systemClock, type PeriodicJobs, type ScheduleOptions } from './periodic-jobs';

export interface FeedSource {
  name: string;
  url: string;
  parse: FeedParser;
  intervalMs: number;
  maxBytes?: number;
  timeoutMs?: number;
}

/** Where feed entries live; replacing a source's entries must be atomic for readers. */
export interface FeedStore {
  replaceSource(name: string, entries: FeedEntry[], fetchedAt: Date): Promise<void>;
}

export interface FeedSchedulerOptions extends ScheduleOptions {
  sources: FeedSource[];
  store: FeedStore;
  download?: (url: string, options: DownloadOptions) => Promise<Uint8Array>;
}

export const FEED_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Keeps threat feeds (OpenPhish, URLhaus, PhishTank…) fresh in storage: each source is downloaded at
 * start and then every `intervalMs`. A failed or empty download leaves the previous entries in place.
 */
export function createFeedScheduler(options: FeedSchedulerOptions): PeriodicJobs {
  const clock = options.clock ?? systemClock;
  const download = options.download ?? downloadFile;
  return createPeriodicJobs(
    options.sources.map((source) => ({
      name: source.name,
      intervalMs: source.intervalMs,
      async run() {
        const body = await download(source.url, {
          maxBytes: source.maxBytes ?? FEED_MAX_BYTES,
          timeoutMs: source.timeoutMs ?? 60_000,
        });
        const entries = source.parse(body);
        // An empty list is far more likely a broken download (an error page) than a clean internet.
        if (entries.length === 0)
          throw new Error(`Feed ${source.name} had no entries; keeping the previous list`);
        await options.store.replaceSource(source.name, entries, clock.now());
        return entries.length;
      },
    })),
    { clock, onError: options.onError, gate: options.gate },
  );
}
