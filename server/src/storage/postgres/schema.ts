import { BANDS } from '@scamcheck/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Tables of the PostgreSQL adapter (PGlite and node-postgres alike). After editing, run
 * `pnpm --filter @scamcheck/server db:generate` and commit the new file in server/drizzle/.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    data: jsonb('data').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt)],
);

/** Every analysis ever made: the history of a domain. */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey(),
    domain: text('domain').notNull(),
    registrableDomain: text('registrable_domain').notNull(),
    score: integer('score').notNull(),
    band: text('band', { enum: BANDS }).notNull(),
    report: jsonb('report').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('analyses_domain_created_at_idx').on(table.domain, table.createdAt.desc()),
    index('analyses_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Each domain's latest analysis, kept beside the history so lists, search and statistics read one
 * row per domain instead of grouping the whole history on every request.
 */
export const domainLatest = pgTable(
  'domain_latest',
  {
    domain: text('domain').primaryKey(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    band: text('band', { enum: BANDS }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('domain_latest_created_at_idx').on(table.createdAt.desc()),
    index('domain_latest_score_idx').on(table.score),
  ],
);

export const feedEntries = pgTable(
  'feed_entries',
  {
    source: text('source').notNull(),
    indicator: text('indicator').notNull(),
    kind: text('kind', { enum: ['url', 'host'] }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'feed_entries_pk', columns: [table.source, table.indicator] }),
    index('feed_entries_indicator_idx').on(table.indicator),
  ],
);

/** One row per feed, so a feed that is empty right now still reports when it was fetched. */
export const feedSources = pgTable('feed_sources', {
  source: text('source').primaryKey(),
  entries: integer('entries').notNull(),
  lastFetchedAt: timestamptz('last_fetched_at').notNull(),
});

/**
 * The popularity top list. A new list is loaded beside the current one under the next `version`
 * and then switched to in one tiny transaction, so a million-row load never blocks readers.
 */
export const popularity = pgTable(
  'popularity',
  {
    version: integer('version').notNull(),
    domain: text('domain').notNull(),
    rank: integer('rank').notNull(),
  },
  (table) => [primaryKey({ name: 'popularity_pk', columns: [table.version, table.domain] })],
);

/** A single row (id = 1): which list version is live, its size and when it was fetched. */
export const popularityStatus = pgTable('popularity_status', {
  id: integer('id').primaryKey().default(1),
  activeVersion: integer('active_version').notNull(),
  entries: integer('entries').notNull(),
  lastFetchedAt: timestamptz('last_fetched_at').notNull(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .default(sql`now()`),
});
