import { randomUUID } from 'node:crypto';
import { and, count, countDistinct, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ErrorEventRecord, ErrorEventRepository, ErrorGroupQuery } from '../ports';
import type { Db } from './database';
import { errorEvents } from './schema';
import { escapeLike, pageOf } from '../adapter-helpers';

const groupColumns = {
  fingerprint: errorEvents.fingerprint,
  count: sql<number>`count(*)`.mapWith(Number),
  firstSeen: sql<Date>`min(${errorEvents.createdAt})`.mapWith(errorEvents.createdAt),
  lastSeen: sql<Date>`max(${errorEvents.createdAt})`.mapWith(errorEvents.createdAt),
  resolved: sql<boolean>`bool_and(${errorEvents.resolved})`.mapWith(Boolean),
};

export function createErrorEventRepository(db: Db): ErrorEventRepository {
  return {
    async record(event) {
      const id = randomUUID();
      const context = event.context === undefined ? null : event.context;
      await db.insert(errorEvents).values({ id, ...event, context, resolved: false });
      return { id, ...event, context, resolved: false };
    },

    async groups(query) {
      const { page, pageSize, offset } = pageOf(query);
      const { where, having } = groupFilter(query);
      const [stats, totals] = await Promise.all([
        db
          .select(groupColumns)
          .from(errorEvents)
          .where(where)
          .groupBy(errorEvents.fingerprint)
          .having(having)
          .orderBy(desc(sql`max(${errorEvents.createdAt})`), errorEvents.fingerprint)
          .limit(pageSize)
          .offset(offset),
        db
          .select({ total: count() })
          .from(
            db
              .select({ fingerprint: errorEvents.fingerprint })
              .from(errorEvents)
              .where(where)
              .groupBy(errorEvents.fingerprint)
              .having(having)
              .as('groups'),
          ),
      ]);
      const latest = await latestOf(
        db,
        stats.map((group) => group.fingerprint),
      );
      const items = stats.flatMap((group) => {
        const event = latest.get(group.fingerprint);
        if (event === undefined) return []; // cleared between the two reads
        return [
          { ...group, source: event.source, message: event.message, route: event.route, latest: event },
        ];
      });
      return { items, total: totals[0]?.total ?? 0, page, pageSize };
    },

    async eventsOf(fingerprint, limit) {
      return db
        .select()
        .from(errorEvents)
        .where(eq(errorEvents.fingerprint, fingerprint))
        .orderBy(desc(errorEvents.createdAt), desc(errorEvents.id))
        .limit(Math.max(1, Math.floor(limit)));
    },

    async resolve(fingerprint) {
      const changed = await db
        .update(errorEvents)
        .set({ resolved: true })
        .where(and(eq(errorEvents.fingerprint, fingerprint), eq(errorEvents.resolved, false)))
        .returning({ id: errorEvents.id });
      return changed.length;
    },

    async clear({ resolvedOnly }) {
      const deleted = await db
        .delete(errorEvents)
        .where(resolvedOnly ? eq(errorEvents.resolved, true) : undefined)
        .returning({ id: errorEvents.id });
      return deleted.length;
    },

    async countOpenGroups() {
      // A group is open while any of its events is unresolved.
      const [row] = await db
        .select({ total: countDistinct(errorEvents.fingerprint) })
        .from(errorEvents)
        .where(eq(errorEvents.resolved, false));
      return row?.total ?? 0;
    },
  };
}

/** Each listed group's newest event. */
async function latestOf(db: Db, fingerprints: string[]): Promise<Map<string, ErrorEventRecord>> {
  if (fingerprints.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([errorEvents.fingerprint])
    .from(errorEvents)
    .where(inArray(errorEvents.fingerprint, fingerprints))
    .orderBy(errorEvents.fingerprint, desc(errorEvents.createdAt), desc(errorEvents.id));
  return new Map(rows.map((row) => [row.fingerprint, row]));
}

/**
 * Source is one value per group (it is part of the fingerprint); the search matches a group when
 * any of its events matches, so a route that ever produced the error finds it.
 */
function groupFilter({ source, resolved, q }: ErrorGroupQuery): { where?: SQL; having?: SQL } {
  const search = q?.trim() ?? '';
  const pattern = `%${escapeLike(search)}%`;
  const matches = or(ilike(errorEvents.message, pattern), ilike(errorEvents.route, pattern));
  return {
    where: source === undefined ? undefined : eq(errorEvents.source, source),
    having: and(
      resolved === undefined ? undefined : sql`bool_and(${errorEvents.resolved}) = ${resolved}`,
      search === '' || matches === undefined ? undefined : sql`bool_or(${matches})`,
    ),
  };
}
