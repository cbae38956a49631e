// The popularity list that ships with the product (server/data/popular-domains.csv, provenance in
// server/data/README.md), so first-run and offline verdicts know the popular sites. A list downloaded
// into storage replaces it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findServerPackageRoot } from '../../lib/package-root';
import { parsePopularityList } from '../collectors/feeds/parsers';

export type PopularitySnapshot = {
  rankOf(names: readonly string[]): Map<string, number>;
  entries: number;
  /** The month the list was published, cited by findings. */
  listDate: Date;
  label: string;
};

export const BUNDLED_POPULARITY_LABEL = 'bundled Tranco top 100k snapshot, 2026-08';
const BUNDLED_LIST_DATE = new Date('2026-08-01T00:00:00Z');

export function createPopularitySnapshot(
  ranks: ReadonlyMap<string, number>,
  listDate: Date,
  label: string,
): PopularitySnapshot {
  return {
    rankOf(names) {
      const found = new Map<string, number>();
      for (const name of names) {
        const rank = ranks.get(name);
        if (rank !== undefined) found.set(name, rank);
      }
      return found;
    },
    entries: ranks.size,
    listDate,
    label,
  };
}

let bundled: PopularitySnapshot | null = null;

/** The shipped snapshot, read once on first use (about 2 MB of text, ~10 MB in memory). */
export function bundledPopularitySnapshot(): PopularitySnapshot {
  if (bundled === null) {
    const file = join(findServerPackageRoot(import.meta.url), 'data', 'popular-domains.csv');
    // The same parser as a downloaded list; the best rank wins for a name listed twice.
    const ranks = new Map<string, number>();
    const entries = parsePopularityList(
      readFileSync(file),
      pathToFileURL(file).href,
      Number.MAX_SAFE_INTEGER,
    );
    for (const { domain, rank } of entries) ranks.set(domain, Math.min(rank, ranks.get(domain) ?? rank));
    bundled = createPopularitySnapshot(ranks, BUNDLED_LIST_DATE, BUNDLED_POPULARITY_LABEL);
  }
  return bundled;
}
