// Threat-feed indicators and the popularity list, each replaced whole on download.

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
