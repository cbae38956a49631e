import { randomUUID } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ChatMessageRecord, ChatRepository } from '../ports';
import type { Db } from './database';
import { chats } from './schema';

const PREVIEW_LENGTH = 120;

// Messages live in one jsonb column, so their shape is checked when read back rather than trusted.
const StoredMessagesSchema = z.array(
  z.object({
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    createdAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
  }),
);

function toJson(messages: readonly ChatMessageRecord[]): string {
  return JSON.stringify(
    messages.map(({ role, content, createdAt }) => ({ role, content, createdAt: createdAt.toISOString() })),
  );
}

const summaryColumns = {
  id: chats.id,
  userId: chats.userId,
  email: chats.email,
  createdAt: chats.createdAt,
  updatedAt: chats.updatedAt,
  messageCount: sql<number>`jsonb_array_length(${chats.messages})`.mapWith(Number),
  // Conversations start with the visitor's question (system messages are never stored).
  preview: sql<string>`left(coalesce(${chats.messages} -> 0 ->> 'content', ''), ${PREVIEW_LENGTH})`,
};

export function createChatRepository(db: Db): ChatRepository {
  return {
    async create({ userId, email, messages, createdAt }) {
      const id = randomUUID();
      await db.insert(chats).values({
        id,
        userId,
        email,
        messages: sql`${toJson(messages)}::jsonb`,
        createdAt,
        updatedAt: createdAt,
      });
      return { id, userId, email, messages: [...messages], createdAt, updatedAt: createdAt };
    },

    async get(id) {
      const [row] = await db.select().from(chats).where(eq(chats.id, id));
      if (row === undefined) return null;
      return { ...row, messages: StoredMessagesSchema.parse(row.messages) };
    },

    async append(id, { messages, email, userId, updatedAt }) {
      const updated = await db
        .update(chats)
        .set({
          // Appending in SQL keeps concurrent requests from overwriting each other's messages.
          messages: sql`${chats.messages} || ${toJson(messages)}::jsonb`,
          updatedAt,
          ...(email === undefined ? {} : { email }),
          ...(userId === undefined ? {} : { userId: sql`coalesce(${chats.userId}, ${userId})` }),
        })
        .where(eq(chats.id, id))
        .returning({ id: chats.id });
      return updated.length > 0;
    },

    async list(query) {
      const page = Math.max(1, Math.floor(query.page));
      const pageSize = Math.max(1, Math.floor(query.pageSize));
      const [items, totals] = await Promise.all([
        db
          .select(summaryColumns)
          .from(chats)
          .orderBy(desc(chats.updatedAt), chats.id)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(chats),
      ]);
      return { items, total: totals[0]?.total ?? 0, page, pageSize };
    },

    async deleteByUser(userId) {
      const deleted = await db.delete(chats).where(eq(chats.userId, userId)).returning({ id: chats.id });
      return deleted.length;
    },
  };
}
