// Threat feeds and the popularity list: downloaded on a schedule into storage, not per analysis.
export { downloadFile, FeedDownloadError, type DownloadOptions } from './download';
export {
  createFeedScheduler,
  FEED_MAX_BYTES,
  type FeedSchedulerOptions,
  type FeedSource,
  type FeedStore,
} from './feed-scheduler';
export { indicatorsFromUrls, normaliseFeedUrl, type FeedEntry } from './indicators';
export {
  parseOpenPhish,
  parsePhishTankCsv,
  parsePopularityList,
  parseUrlhausText,
  type FeedParser,
  type PopularityEntry,
} from './parsers';
export {
  systemClock,
  type Clock,
  type GateOutcome,
  type JobGate,
  type JobStatus,
  type PeriodicJobs,
} from './periodic-jobs';
export {
  createPopularityScheduler,
  POPULARITY_MAX_BYTES,
  type PopularitySchedulerOptions,
  type PopularityStore,
} from './popularity-scheduler';
export { readSingleZipEntry, ZipError } from './zip';
