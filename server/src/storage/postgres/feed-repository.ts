import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FeedRepository } from '../ports';
import type { Db } from './database';
import { feedEntries, feedSources } from './schema';
import { chunk, dedupeByIndicator } from '../adapter-helpers';

export function createFeedRepository(db: Db): FeedRepository {
  return {
    async replaceSource(source, entries, fetchedAt) {
      const unique = dedupeByIndicator(entries);
      await db.transaction(async (tx) => {
        await tx.delete(feedEntries).where(eq(feedEntries.source, source));
        for (const rows of chunk(unique)) {
          // One JSON parameter per chunk instead of three per row keeps big feeds fast on both drivers.
          await tx.execute(sql`
            insert into ${feedEntries} (source, indicator, kind)
            select ${source}, indicator, kind from json_to_recordset(${JSON.stringify(rows)}::json)
              as entry(indicator text, kind text)`);
        }
        await tx
          .insert(feedSources)
          .values({ source, entries: unique.length, lastFetchedAt: fetchedAt })
          .onConflictDoUpdate({
            target: feedSources.source,
            set: { entries: unique.length, lastFetchedAt: fetchedAt },
          });
      });
    },

    async findHits({ urls, hosts }) {
      const matches = or(
        urls.length === 0
          ? undefined
          : and(eq(feedEntries.kind, 'url'), inArray(feedEntries.indicator, urls)),
        hosts.length === 0
          ? undefined
          : and(eq(feedEntries.kind, 'host'), inArray(feedEntries.indicator, hosts)),
      );
      if (matches === undefined) return [];
      return db
        .select({
          source: feedEntries.source,
          indicator: feedEntries.indicator,
          kind: feedEntries.kind,
          fetchedAt: feedSources.lastFetchedAt,
        })
        .from(feedEntries)
        .innerJoin(feedSources, eq(feedSources.source, feedEntries.source))
        .where(matches)
        .orderBy(asc(feedEntries.source), asc(feedEntries.indicator));
    },

    async sourceStatus() {
      return db
        .select({
          source: feedSources.source,
          entries: feedSources.entries,
          lastFetchedAt: feedSources.lastFetchedAt,
        })
        .from(feedSources)
        .orderBy(asc(feedSources.source));
    },
  };
}
