/** Small pieces every MongoDB repository shares: text search, JSON values, duplicate keys, UTC days. */

/**
 * A case-insensitive "contains" filter for what a visitor typed: every character is literal (the
 * PostgreSQL adapter escapes LIKE's `%` and `_` for the same reason). BSON cannot carry a NUL
 * byte inside a pattern, so it is written as an escape.
 */
export function containsText(search: string): RegExp {
  return new RegExp(escapeRegExp(search), 'i');
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\0/g, '\\x00');
}

/** The trimmed search text, or null when there is nothing to search for. */
export function searchText(q: string | undefined): string | null {
  const search = q?.trim() ?? '';
  return search === '' ? null : search;
}

/**
 * What a JSON column gives back in PostgreSQL: dates become ISO strings, undefined properties
 * disappear, a top-level undefined becomes null. Both adapters then read back the same values.
 */
export function asJson(value: unknown): unknown {
  if (value === undefined) return null;
  const text = JSON.stringify(value) as string | undefined;
  return text === undefined ? null : (JSON.parse(text) as unknown);
}

/** E11000: a unique index refused the write (an upsert raced another, or a newer row already exists). */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 11000;
}

/** Byte order of the UTF-8 encoding: how MongoDB (without a collation) and PostgreSQL's "C" sort. */
export function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every UTC calendar day ('YYYY-MM-DD') of [from, to): from the day `from` falls on to the day of
 * the last instant before `to`, as the PostgreSQL adapter's generate_series does.
 */
export function utcDays({ from, to }: { from: Date; to: Date }): string[] {
  const days: string[] = [];
  const last = to.getTime() - 1;
  for (let day = Math.floor(from.getTime() / DAY_MS) * DAY_MS; day <= last; day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/** The aggregation expression for a date's UTC day, in the same form as utcDays. */
export function utcDayOf(field: string): Record<string, unknown> {
  return { $dateToString: { format: '%Y-%m-%d', date: field, timezone: 'UTC' } };
}

/** One row per day of `days`, with the counted values where there are some and zeros elsewhere. */
export function everyDay<K extends string>(
  days: readonly string[],
  counted: ReadonlyArray<{ _id: string } & Partial<Record<K, number>>>,
  keys: readonly K[],
): Array<{ day: string } & Record<K, number>> {
  const byDay = new Map(counted.map((row) => [row._id, row]));
  return days.map((day) => {
    const row = byDay.get(day);
    const values = Object.fromEntries(keys.map((key) => [key, row?.[key] ?? 0])) as Record<K, number>;
    return { day, ...values };
  });
}

/** Counts grouped by a key (`_id`), with a zero for every key that has none. */
export function countsByKey<K extends string>(
  keys: readonly K[],
  rows: ReadonlyArray<{ _id: K; total: number }>,
): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const { _id, total } of rows) counts[_id] = total;
  return counts;
}
