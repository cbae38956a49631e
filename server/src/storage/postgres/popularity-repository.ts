import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PopularityRepository } from '../ports';
import type { Db } from './database';
import { popularity, popularityStatus } from './schema';
import { bestRankPerDomain, chunk, INSERT_CHUNK_SIZE } from '../adapter-helpers';

const STATUS_ROW_ID = 1;

export function createPopularityRepository(db: Db): PopularityRepository {
  async function activeVersion(): Promise<number> {
    const [row] = await db
      .select({ version: popularityStatus.activeVersion })
      .from(popularityStatus)
      .where(eq(popularityStatus.id, STATUS_ROW_ID));
    return row?.version ?? 0;
  }

  /** Deletes in small statements so no single statement holds the database for long. */
  async function deleteVersions(condition: SQL): Promise<void> {
    for (;;) {
      const deleted = await db
        .delete(popularity)
        .where(
          sql`ctid = any(array(select ctid from ${popularity} where ${condition} limit ${INSERT_CHUNK_SIZE}))`,
        )
        .returning({ domain: popularity.domain });
      if (deleted.length === 0) return;
    }
  }

  return {
    async replaceAll(entries, fetchedAt) {
      const rows = bestRankPerDomain(entries);
      const current = await activeVersion();
      await deleteVersions(gt(popularity.version, current)); // leftovers of an interrupted load
      const next = current + 1;
      for (const batch of chunk(rows)) {
        await db.execute(sql`
          insert into ${popularity} (version, domain, rank)
          select ${next}, domain, rank from json_to_recordset(${JSON.stringify(batch)}::json) as entry(domain text, rank integer)
          on conflict do nothing`);
      }
      await db
        .insert(popularityStatus)
        .values({ id: STATUS_ROW_ID, activeVersion: next, entries: rows.length, lastFetchedAt: fetchedAt })
        .onConflictDoUpdate({
          target: popularityStatus.id,
          set: { activeVersion: next, entries: rows.length, lastFetchedAt: fetchedAt },
        });
      await deleteVersions(lt(popularity.version, next));
    },

    async rankOf(domains) {
      const unique = [...new Set(domains)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ domain: popularity.domain, rank: popularity.rank })
        .from(popularity)
        .innerJoin(popularityStatus, eq(popularityStatus.activeVersion, popularity.version))
        .where(and(eq(popularityStatus.id, STATUS_ROW_ID), inArray(popularity.domain, unique)));
      return new Map(rows.map((row) => [row.domain, row.rank]));
    },

    async status() {
      const [row] = await db
        .select({ entries: popularityStatus.entries, lastFetchedAt: popularityStatus.lastFetchedAt })
        .from(popularityStatus)
        .where(eq(popularityStatus.id, STATUS_ROW_ID));
      return row ?? { entries: 0, lastFetchedAt: null };
    },
  };
}
