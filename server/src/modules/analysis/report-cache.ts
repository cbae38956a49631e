// A small in-process cache of the latest report per domain, in front of storage. Serving a stored report
// is the hottest path (result page, extension badge); embedded PGlite answers one query at a time, so
// without this the budget for a stored report (p95 < 20 ms, ≥ 2,000 requests/s) is out of reach. Entries live
// briefly, and a new report stored on any replica removes its domain at once (cluster/report-invalidation.ts);
// the lifetime only bounds what a lost announcement leaves behind.
import type { DomainReport } from '@scamcheck/shared';
import { LRUCache } from 'lru-cache';

export type CachedReport = { id: string; report: DomainReport };

export type ReportCache<T = CachedReport> = {
  get(domain: string): T | undefined;
  set(domain: string, value: T): void;
  delete(domain: string): void;
};

export function createReportCache<T extends object = CachedReport>({
  maxEntries = 1000,
  ttlMs = 15_000,
  now = () => Date.now(),
} = {}): ReportCache<T> {
  // ttlResolution 0: read the clock on every call (the default reuses one reading for a millisecond).
  const entries = new LRUCache<string, T>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  return {
    get: (domain) => entries.get(domain),
    set: (domain, value) => void entries.set(domain, value),
    delete: (domain) => void entries.delete(domain),
  };
}
