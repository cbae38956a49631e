import type { FeedEntry, NewComment, PopularityEntry } from './ports';

/** Small helpers every storage adapter shares: paging, ids, chunking, LIKE escaping, zero-filled counts, new comment rows. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from sessions and URLs; anything that is not a UUID cannot name a stored record. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Rows per write when loading big lists (feeds, the popularity top list). */
export const INSERT_CHUNK_SIZE = 5000;

export function chunk<T>(items: readonly T[], size: number = INSERT_CHUNK_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Page numbers from callers are 1-based; anything odd (0, fractions) is clamped to a sane page. */
export function pageOf(query: { page: number; pageSize: number }): {
  page: number;
  pageSize: number;
  offset: number;
} {
  const page = Math.max(1, Math.floor(query.page));
  const pageSize = Math.max(1, Math.floor(query.pageSize));
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** `%` and `_` typed by a visitor are literal characters, not wildcards (backslash is LIKE's escape). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Counts per key from grouped rows, with 0 for every key no row mentions. */
export function zeroFilledCounts<K extends string>(
  keys: readonly K[],
  rows: readonly { key: K; total: number }[],
): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const { key, total } of rows) counts[key] = total;
  return counts;
}

/** A feed may list the same indicator twice; the first listing wins. */
export function dedupeByIndicator(entries: readonly FeedEntry[]): FeedEntry[] {
  const seen = new Map<string, FeedEntry>();
  for (const { indicator, kind } of entries) {
    if (!seen.has(indicator)) seen.set(indicator, { indicator, kind });
  }
  return [...seen.values()];
}

/** A popularity list may name a domain twice; it keeps its best (lowest) rank. */
export function bestRankPerDomain(entries: readonly PopularityEntry[]): PopularityEntry[] {
  const best = new Map<string, number>();
  for (const { domain, rank } of entries) {
    const current = best.get(domain);
    if (current === undefined || rank < current) best.set(domain, rank);
  }
  return Array.from(best, ([domain, rank]) => ({ domain, rank }));
}

/**
 * The stored form of a new comment, as both adapters write it: `approvedAt` is set on the first
 * approval and kept ("ever approved" lets an author skip review afterwards).
 */
export function newCommentRow({ domain, userId, rating, text, status, createdAt }: NewComment) {
  const approvedAt = status === 'approved' ? createdAt : null;
  return { domain, userId, rating, text, status, createdAt, approvedAt, updatedAt: createdAt };
}
