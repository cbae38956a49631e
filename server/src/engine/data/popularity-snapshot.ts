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

/**
 * A ranked list kept compact: every name in one sorted string, with offsets and ranks in typed arrays, looked
 * up by binary search. 100k names take about 3 MB this way, against about 10 MB as a `Map` of strings. The best
 * rank wins for a name listed twice.
 */
export function createCompactPopularitySnapshot(
  entries: readonly { domain: string; rank: number }[],
  listDate: Date,
  label: string,
): PopularitySnapshot {
  const { names, starts, ranks } = packRanks(entries);
  const count = ranks.length;
  const end = names.length + 1;
  const nameAt = (index: number) => names.slice(starts[index], (starts[index + 1] ?? end) - 1);
  const rankOfName = (name: string): number | undefined => {
    let low = 0;
    let high = count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const candidate = nameAt(middle);
      if (candidate === name) return ranks[middle];
      if (candidate < name) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  };
  return {
    rankOf(queried) {
      const found = new Map<string, number>();
      for (const name of queried) {
        const rank = rankOfName(name);
        if (rank !== undefined) found.set(name, rank);
      }
      return found;
    },
    entries: count,
    listDate,
    label,
  };
}

/**
 * The packing, in a function of its own: the closures above must not share a scope with the sorted entries,
 * or V8 keeps all 100k entry objects and their strings alive beside the packed copy.
 */
function packRanks(entries: readonly { domain: string; rank: number }[]): {
  names: string;
  starts: Uint32Array;
  ranks: Uint32Array;
} {
  const sorted = [...entries].sort((a, b) =>
    a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : a.rank - b.rank,
  );
  const unique = sorted.filter((entry, index) => index === 0 || sorted[index - 1]?.domain !== entry.domain);
  const starts = new Uint32Array(unique.length + 1);
  const ranks = new Uint32Array(unique.length);
  let at = 0;
  unique.forEach((entry, index) => {
    starts[index] = at;
    ranks[index] = entry.rank;
    at += entry.domain.length + 1;
  });
  starts[unique.length] = at;
  const names = unique.map((entry) => entry.domain).join('\n');
  return { names, starts, ranks };
}

let bundled: PopularitySnapshot | null = null;

/** The shipped snapshot, read once on first use (about 2 MB of text, ~3 MB in memory). */
export function bundledPopularitySnapshot(): PopularitySnapshot {
  if (bundled === null) {
    const file = join(findServerPackageRoot(import.meta.url), 'data', 'popular-domains.csv');
    // The same parser as a downloaded list.
    const entries = parsePopularityList(
      readFileSync(file),
      pathToFileURL(file).href,
      Number.MAX_SAFE_INTEGER,
    );
    bundled = createCompactPopularitySnapshot(entries, BUNDLED_LIST_DATE, BUNDLED_POPULARITY_LABEL);
  }
  return bundled;
}
