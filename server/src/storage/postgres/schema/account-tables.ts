import { BANDS, PLAN_IDS, ROLES } from '@scamcheck/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { USAGE_EVENT_KINDS } from '../../ports';
import { timestamptz } from './columns';

// People and their use of the service: sessions, users, API keys, usage events, and the settings.

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    data: jsonb('data').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt)],
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

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .default(sql`now()`),
});

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
