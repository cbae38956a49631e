// Background downloads (threat feeds, the popularity list) on a schedule, once per cluster.
export {
  createFeedScheduler,
  FEED_MAX_BYTES,
  type FeedSchedulerOptions,
  type FeedSource,
  type FeedStore,
} from './feed-scheduler';
export { createJobGate, jobSettingsKey, type JobGateDeps } from './job-gate';
export {
  systemClock,
  type Clock,
  type GateOutcome,
  type JobGate,
  type JobStatus,
  type PeriodicJobs,
  type ScheduleOptions,
} from './periodic-jobs';
export {
  createPopularityScheduler,
  POPULARITY_MAX_BYTES,
  type PopularitySchedulerOptions,
  type PopularityStore,
} from './popularity-scheduler';
