// A small in-process cache of the latest report per domain, in front of storage. Serving a stored report
// is the hottest path (result page, extension badge); embedded PGlite answers one query at a time, so
// without this the budget for a stored report (p95 < 20 ms, ≥ 2,000 requests/s) is out of reach. Entries live
// briefly: another replica's newer report is seen at most `ttlMs` later.
import type { DomainReport } from '@scamcheck/shared';

export type CachedReport = { id: string; report: DomainReport };

export type ReportCache<T = CachedReport> = {
  get(domain: string): T | undefined;
  set(domain: string, value: T): void;
};

export function createReportCache<T = CachedReport>({
  maxEntries = 1000,
  ttlMs = 15_000,
  now = () => Date.now(),
} = {}): ReportCache<T> {
  // A Map iterates in insertion order, so re-inserting on use makes the first key the least recent.
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(domain) {
      const entry = entries.get(domain);
      if (entry === undefined) return undefined;
      entries.delete(domain);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(domain, entry);
      return entry.value;
    },
    set(domain, value) {
      entries.delete(domain);
      entries.set(domain, { value, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
    },
  };
}
