import { BANDS, PLAN_IDS, ROLES } from '@scamcheck/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COMMENT_STATUSES, USAGE_EVENT_KINDS } from '../ports';

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

/**
 * Assistant conversations (messages as one JSON array, appended to atomically). `user_id` has no
 * foreign key so a conversation outlives the account it was held under.
 */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id'),
    email: text('email'),
    messages: jsonb('messages').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    index('chats_updated_at_idx').on(table.updatedAt.desc()),
    index('chats_user_id_idx').on(table.userId),
  ],
);

/** Accounts, identified by (provider, subject): Google's `sub`, never the email, which can change hands. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider', { enum: ['google', 'dev'] }).notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    plan: text('plan', { enum: PLAN_IDS }).notNull().default('free'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('users_identity_idx').on(table.provider, table.subject),
    index('users_email_idx').on(table.email),
  ],
);

/** Personal API keys: only the SHA-256 of the secret is kept, so a database leak leaks no usable key. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [
    uniqueIndex('api_keys_hash_idx').on(table.hash),
    index('api_keys_user_id_idx').on(table.userId, table.createdAt.desc()),
  ],
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

/** Community comments on a domain's report; they go with their author's account. */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey(),
    domain: text('domain').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: COMMENT_STATUSES }).notNull(),
    /** Set on the first approval and kept: "ever approved" lets an author skip review afterwards. */
    approvedAt: timestamptz('approved_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('comments_rating_check', sql`${table.rating} between 1 and 5`),
    index('comments_domain_status_created_at_idx').on(table.domain, table.status, table.createdAt.desc()),
    index('comments_status_created_at_idx').on(table.status, table.createdAt.desc()),
    index('comments_user_id_idx').on(table.userId),
  ],
);

/** Abuse reports on comments: one per (comment, reporter), so repeating a report changes nothing. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'comment_reports_pk', columns: [table.commentId, table.reporterId] }),
    index('comment_reports_reporter_id_idx').on(table.reporterId),
  ],
);

/**
 * Server and client errors for the error console, grouped by fingerprint. `user_id` has no foreign
 * key: an error report outlives the account it happened under.
 */
export const errorEvents = pgTable(
  'error_events',
  {
    id: uuid('id').primaryKey(),
    source: text('source', { enum: ['server', 'client'] }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    route: text('route'),
    requestId: text('request_id'),
    userId: text('user_id'),
    context: jsonb('context'),
    resolved: boolean('resolved').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('error_events_fingerprint_idx').on(table.fingerprint),
    index('error_events_created_at_idx').on(table.createdAt.desc()),
  ],
);

/** One row per thing a caller did (analytics, personal history); a user's rows go with the account. */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: USAGE_EVENT_KINDS }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_IDS }),
    channel: text('channel', { enum: ['web', 'api_key', 'extension'] }).notNull(),
    domain: text('domain'),
    score: integer('score'),
    band: text('band', { enum: BANDS }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('usage_events_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('usage_events_kind_created_at_idx').on(table.kind, table.createdAt),
    index('usage_events_domain_idx').on(table.domain),
  ],
);
