import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { COMMENT_STATUSES } from '../../ports';
import { users } from './account-tables';
import { timestamptz } from './columns';

// What people and the server write to us: support chats, comments and their reports, error reports.

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
