/** Small helpers the adapters share: paging, LIKE escaping, zero-filled counts. */
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
