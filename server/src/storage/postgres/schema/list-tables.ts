import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

// The downloaded lists: feed entries and the popularity ranking, each loaded in generations.

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
