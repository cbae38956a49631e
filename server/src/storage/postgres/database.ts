import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The Drizzle database both drivers (PGlite, node-postgres) provide; repositories depend on this only. */
export type Db = PgDatabase<PgQueryResultHKT>;
