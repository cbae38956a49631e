// Domain reports and URL reports.
import type { Band } from '@scamcheck/shared';
import type { Page, PageRequest } from './paging';

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
} & PageRequest;

export type AnalysisPage = Page<AnalysisSummary>;

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

/**
 * A URL's own report (its path, query and the page at that address), kept apart from domain reports:
 * lists, statistics and a domain's public report never read these.
 */
export type NewUrlAnalysis = {
  /** The normalised URL, the cache key. */
  url: string;
  domain: string;
  score: number;
  band: ScoreBand;
  report: unknown;
  createdAt: Date;
};

export type StoredUrlAnalysis = NewUrlAnalysis & { id: string };

export type UrlAnalysisRepository = {
  insert(analysis: NewUrlAnalysis): Promise<StoredUrlAnalysis>;
  /** The newest report of exactly this URL, or null. */
  latestByUrl(url: string): Promise<StoredUrlAnalysis | null>;
};
