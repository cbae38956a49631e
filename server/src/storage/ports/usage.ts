import type { PlanId } from '@scamcheck/shared';
import type { Page } from './paging';
import type { ScoreBand } from './analyses';

/* ----------------------------------------------------------------------------------------------
 * Usage events: one row per thing a caller did.
 * ---------------------------------------------------------------------------------------------- */

export const USAGE_EVENT_KINDS = ['analysis', 'image', 'message', 'chat', 'sign_in'] as const;
export type UsageEventKind = (typeof USAGE_EVENT_KINDS)[number];

/** How the caller reached us. */
export type UsageChannel = 'web' | 'api_key' | 'extension';

export type NewUsageEvent = {
  kind: UsageEventKind;
  userId: string | null;
  /** The caller's plan at the time (null for anonymous callers). */
  plan: PlanId | null;
  channel: UsageChannel;
  /** For analyses: the domain checked; null otherwise. */
  domain: string | null;
  /** For analyses, images and messages: the score shown; null otherwise. */
  score: number | null;
  band: ScoreBand | null;
  createdAt: Date;
};

export type UsageEventRecord = NewUsageEvent & { id: string };

export type UsageEventPage = Page<UsageEventRecord>;

export type UsageEventRepository = {
  record(event: NewUsageEvent): Promise<void>;
  /** A user's analyses and image checks, newest first (the dashboard's personal history). */
  historyOfUser(userId: string, query: { page: number; pageSize: number }): Promise<UsageEventPage>;
  /** Counts per kind since a time (the admin index's "today" numbers); kinds with none are 0. */
  countsSince(since: Date): Promise<Record<UsageEventKind, number>>;
  /** "Delete my data"; returns how many. */
  deleteByUser(userId: string): Promise<number>;
};

/* ----------------------------------------------------------------------------------------------
 * Analytics: aggregates computed in the database over [from, to).
 * Days are UTC calendar days 'YYYY-MM-DD'; every day of the range appears, with zeros.
 * ---------------------------------------------------------------------------------------------- */

export type AnalyticsRange = { from: Date; to: Date };

export type AnalyticsReport = {
  /** Stored analyses (fresh scans) per day, by band. */
  analysesPerDay: { day: string; trusted: number; caution: number; suspicious: number }[];
  /** Image analyses per day, and how many of them were judged scams. */
  imagesPerDay: { day: string; total: number; scams: number }[];
  /** Conversations started per day. */
  chatsPerDay: { day: string; count: number }[];
  /** Usage events of kind sign_in per day. */
  signInsPerDay: { day: string; count: number }[];
  /** Over domains analysed in the range, each counted once with its latest band. */
  verdictDistribution: { trusted: number; caution: number; suspicious: number };
  /** Top 10 TLDs (the part after the last dot) of domains analysed in the range. */
  topTlds: { tld: string; count: number }[];
  /** Top 10 domains by analysis usage events in the range. */
  mostChecked: { domain: string; count: number }[];
  /** Top 10 domains whose latest analysis is suspicious, by usage events in the range. */
  mostFlagged: { domain: string; count: number; score: number }[];
  /** Usage events with channel api_key in the range, by plan (plans with none are absent). */
  apiUsageByPlan: { plan: PlanId; count: number }[];
};

export type AnalyticsRepository = {
  report(range: AnalyticsRange): Promise<AnalyticsReport>;
};
