import { BANDS } from '@scamcheck/shared';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

// What a check leaves behind: every domain analysis, each domain's latest, URL and image analyses.

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

/**
 * URL reports: what a URL's path, query and page add. Kept apart from `analyses` so a crafted URL on
 * someone's site never becomes that site's public verdict.
 */
export const urlAnalyses = pgTable(
  'url_analyses',
  {
    id: uuid('id').primaryKey(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    score: integer('score').notNull(),
    band: text('band', { enum: BANDS }).notNull(),
    report: jsonb('report').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('url_analyses_url_created_at_idx').on(table.url, table.createdAt.desc())],
);

/**
 * Image analyses, for statistics and the admin area: the SHA-256 of the re-encoded image and the
 * result. The image itself is never stored.
 */
export const imageAnalyses = pgTable(
  'image_analyses',
  {
    id: uuid('id').primaryKey(),
    sha256: text('sha256').notNull(),
    score: integer('score').notNull(),
    isScam: boolean('is_scam').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('image_analyses_created_at_idx').on(table.createdAt.desc()),
    index('image_analyses_sha256_idx').on(table.sha256),
  ],
);
