import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { USAGE_EVENT_KINDS, type UsageEventKind, type UsageEventRepository } from '../ports';
import type { Db } from './database';
import { usageEvents, users } from './schema';
import { isUuid, pageOf, zeroFilledCounts } from '../adapter-helpers';

/** The kinds a person sees in their own history. */
const HISTORY_KINDS: UsageEventKind[] = ['analysis', 'image'];

export function createUsageEventRepository(db: Db): UsageEventRepository {
  return {
    async record(event) {
      // An id that names no account (deleted meanwhile, or not an id at all) keeps the event, anonymously.
      const userId =
        event.userId !== null && isUuid(event.userId)
          ? sql`(select ${users.id} from ${users} where ${users.id} = ${event.userId})`
          : null;
      await db.insert(usageEvents).values({ id: randomUUID(), ...event, userId });
    },

    async historyOfUser(userId, query) {
      const { page, pageSize, offset } = pageOf(query);
      if (!isUuid(userId)) return { items: [], total: 0, page, pageSize };
      const where = and(eq(usageEvents.userId, userId), inArray(usageEvents.kind, HISTORY_KINDS));
      const [items, totals] = await Promise.all([
        db
          .select()
          .from(usageEvents)
          .where(where)
          .orderBy(desc(usageEvents.createdAt), desc(usageEvents.id))
          .limit(pageSize)
          .offset(offset),
        db.select({ total: count() }).from(usageEvents).where(where),
      ]);
      return { items, total: totals[0]?.total ?? 0, page, pageSize };
    },

    async countsSince(since) {
      const rows = await db
        .select({ key: usageEvents.kind, total: count() })
        .from(usageEvents)
        .where(gte(usageEvents.createdAt, since))
        .groupBy(usageEvents.kind);
      return zeroFilledCounts(USAGE_EVENT_KINDS, rows);
    },

    async deleteByUser(userId) {
      if (!isUuid(userId)) return 0;
      const deleted = await db
        .delete(usageEvents)
        .where(eq(usageEvents.userId, userId))
        .returning({ id: usageEvents.id });
      return deleted.length;
    },
  };
}
