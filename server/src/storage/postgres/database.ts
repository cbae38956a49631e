import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The Drizzle database both drivers (PGlite, node-postgres) provide; repositories depend on this only. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Rows per INSERT when loading big lists (feeds, the popularity top list). */
export const INSERT_CHUNK_SIZE = 5000;

export function chunk<T>(items: readonly T[], size: number = INSERT_CHUNK_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
