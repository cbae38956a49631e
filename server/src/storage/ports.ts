import type { Band, StorageAdapter } from '@scamcheck/shared';

/**
 * What the rest of the server may ask of storage. Adapters (postgres/ today, mongo/ later) implement
 * it and must pass contract/storage-contract.ts; nothing outside storage/ imports a driver.
 */

export type { StorageAdapter };

export type Storage = {
  adapter: StorageAdapter;
  ping(): Promise<{ healthy: boolean; latencyMs: number }>;
  close(): Promise<void>;
  sessions: SessionRepository;
  analyses: AnalysisRepository;
  feeds: FeedRepository;
  popularity: PopularityRepository;
  settings: SettingsRepository;
};

export type SessionRepository = {
  /** The stored data, or null when unknown or expired. */
  get(sid: string): Promise<unknown>;
  set(sid: string, data: unknown, expiresAt: Date): Promise<void>;
  destroy(sid: string): Promise<void>;
  touch(sid: string, expiresAt: Date): Promise<void>;
  /** Deletes sessions expired at `now`; returns how many. */
  purgeExpired(now: Date): Promise<number>;
};

export type ScoreBand = Band;

export type NewAnalysis = {
  domain: string;
  registrableDomain: string;
  score: number;
  band: ScoreBand;
  report: unknown;
  createdAt?: Date;
};

export type AnalysisSummary = { id: string; domain: string; score: number; band: ScoreBand; createdAt: Date };
export type StoredAnalysis = AnalysisSummary & { report: unknown };
export type RecentAnalysis = Omit<AnalysisSummary, 'band'>;

export const ANALYSIS_SORTS = ['recent', 'score_asc', 'score_desc', 'domain'] as const;
export type AnalysisSort = (typeof ANALYSIS_SORTS)[number];

export type AnalysisListQuery = {
  /** Case-insensitive substring of the domain. */
  q?: string;
  band?: ScoreBand;
  sort: AnalysisSort;
  /** 1-based. */
  page: number;
  pageSize: number;
};

export type AnalysisPage = { items: AnalysisSummary[]; total: number; page: number; pageSize: number };

export type AnalysisStatistics = {
  totalDomainsAnalyzed: number;
  domainsAnalyzedToday: number;
  suspiciousDomainsDetected: number;
  safeDomainsVerified: number;
  lastUpdated: string;
};

/** Lists, counts and statistics all look at each domain's latest analysis only. */
export type AnalysisRepository = {
  insert(analysis: NewAnalysis): Promise<AnalysisSummary>;
  latestByDomain(domain: string): Promise<StoredAnalysis | null>;
  /** One row per domain (its latest), newest first. */
  recent(limit: number): Promise<RecentAnalysis[]>;
  list(query: AnalysisListQuery): Promise<AnalysisPage>;
  statistics(now: Date): Promise<AnalysisStatistics>;
};

export type FeedIndicatorKind = 'url' | 'host';
export type FeedEntry = { indicator: string; kind: FeedIndicatorKind };
export type FeedHit = FeedEntry & { source: string; fetchedAt: Date };
export type FeedSourceStatus = { source: string; entries: number; lastFetchedAt: Date };

export type FeedRepository = {
  /** Atomically swaps a source's whole list for `entries` (duplicates collapse to one). */
  replaceSource(source: string, entries: FeedEntry[], fetchedAt: Date): Promise<void>;
  /** Exact matches: url entries against `urls`, host entries against `hosts`, across all sources. */
  findHits(query: { urls: string[]; hosts: string[] }): Promise<FeedHit[]>;
  sourceStatus(): Promise<FeedSourceStatus[]>;
};

export type PopularityEntry = { domain: string; rank: number };

export type PopularityRepository = {
  /** Swaps the whole list; a domain listed twice keeps its best rank. */
  replaceAll(entries: PopularityEntry[], fetchedAt: Date): Promise<void>;
  /** Ranks of the domains that are listed; unlisted domains are absent from the map. */
  rankOf(domains: string[]): Promise<Map<string, number>>;
  status(): Promise<{ entries: number; lastFetchedAt: Date | null }>;
};

export type SettingsRepository = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
};
