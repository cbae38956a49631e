import { BANDS, PLAN_IDS } from '@scamcheck/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AnalyticsRange, AnalyticsRepository } from '../ports';
import type { Db } from './database';
import { analyses, chats, domainLatest, imageAnalyses, usageEvents } from './schema';

const TOP = 10;

const Count = z.coerce.number().int();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Every aggregate of the admin dashboard, computed in the database. Days are UTC calendar days and
 * ranges are [from, to): an instant exactly at `to` belongs to the next report.
 */
export function createAnalyticsRepository(db: Db): AnalyticsRepository {
  async function rows<T extends z.ZodType>(query: SQL, row: T): Promise<z.infer<T>[]> {
    const result = z.object({ rows: z.array(z.unknown()) }).parse(await db.execute(query));
    return z.array(row).parse(result.rows);
  }

  return {
    async report(range) {
      const inRange = (column: PgColumn) => between(column, range);
      const [analysesPerDay, imagesPerDay, chatsPerDay, signInsPerDay, verdicts, topTlds] = await Promise.all(
        [
          rows(
            perDay(range, analyses, analyses.createdAt, {
              trusted: sql`count(*) filter (where ${analyses.band} = 'trusted')`,
              caution: sql`count(*) filter (where ${analyses.band} = 'caution')`,
              suspicious: sql`count(*) filter (where ${analyses.band} = 'suspicious')`,
            }),
            z.object({ day: Day, trusted: Count, caution: Count, suspicious: Count }),
          ),
          rows(
            perDay(range, imageAnalyses, imageAnalyses.createdAt, {
              total: sql`count(*)`,
              scams: sql`count(*) filter (where ${imageAnalyses.isScam})`,
            }),
            z.object({ day: Day, total: Count, scams: Count }),
          ),
          rows(
            perDay(range, chats, chats.createdAt, { count: sql`count(*)` }),
            z.object({ day: Day, count: Count }),
          ),
          rows(
            perDay(
              range,
              usageEvents,
              usageEvents.createdAt,
              { count: sql`count(*)` },
              sql`${usageEvents.kind} = 'sign_in'`,
            ),
            z.object({ day: Day, count: Count }),
          ),
          // Each domain once, with the band of its latest analysis in the range.
          rows(
            sql`with latest as (
                select distinct on (${analyses.domain}) ${analyses.band} as band
                from ${analyses}
                where ${inRange(analyses.createdAt)}
                order by ${analyses.domain}, ${analyses.createdAt} desc, ${analyses.id} desc)
              select band, count(*)::int as count from latest group by band`,
            z.object({ band: z.enum(BANDS), count: Count }),
          ),
          rows(
            sql`with tlds as (
                select substring(${analyses.domain} from '[^.]+$') as tld
                from ${analyses}
                where ${inRange(analyses.createdAt)}
                group by ${analyses.domain})
              select tld, count(*)::int as count
              from tlds
              group by tld
              order by count desc, tld collate "C"
              limit ${TOP}`,
            z.object({ tld: z.string(), count: Count }),
          ),
        ],
      );
      const [mostChecked, mostFlagged, apiUsageByPlan] = await Promise.all([
        rows(
          sql`select ${usageEvents.domain} as domain, count(*)::int as count
              from ${usageEvents}
              where ${usageEvents.kind} = 'analysis' and ${usageEvents.domain} is not null
                and ${inRange(usageEvents.createdAt)}
              group by ${usageEvents.domain}
              order by count desc, ${usageEvents.domain} collate "C"
              limit ${TOP}`,
          z.object({ domain: z.string(), count: Count }),
        ),
        // "Latest analysis" is the domain's current verdict, whenever it was made.
        rows(
          sql`select ${usageEvents.domain} as domain, count(*)::int as count, ${domainLatest.score} as score
              from ${usageEvents}
              join ${domainLatest} on ${domainLatest.domain} = ${usageEvents.domain}
              where ${usageEvents.kind} = 'analysis' and ${domainLatest.band} = 'suspicious'
                and ${inRange(usageEvents.createdAt)}
              group by ${usageEvents.domain}, ${domainLatest.score}
              order by count desc, ${usageEvents.domain} collate "C"
              limit ${TOP}`,
          z.object({ domain: z.string(), count: Count, score: Count }),
        ),
        rows(
          sql`select ${usageEvents.plan} as plan, count(*)::int as count
              from ${usageEvents}
              where ${usageEvents.channel} = 'api_key' and ${usageEvents.plan} is not null
                and ${inRange(usageEvents.createdAt)}
              group by ${usageEvents.plan}
              order by count desc, ${usageEvents.plan} collate "C"`,
          z.object({ plan: z.enum(PLAN_IDS), count: Count }),
        ),
      ]);
      const verdictDistribution = { trusted: 0, caution: 0, suspicious: 0 };
      for (const { band, count } of verdicts) verdictDistribution[band] = count;
      return {
        analysesPerDay,
        imagesPerDay,
        chatsPerDay,
        signInsPerDay,
        verdictDistribution,
        topTlds,
        mostChecked,
        mostFlagged,
        apiUsageByPlan,
      };
    },
  };
}

function between(column: PgColumn, { from, to }: AnalyticsRange): SQL {
  return sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
}

/**
 * One row per UTC day of the range (days without rows appear with zeros): `day` plus each
 * aggregate, computed over the table's rows in [from, to) that match `filter`.
 */
function perDay(
  range: AnalyticsRange,
  table: PgTable,
  createdAt: PgColumn,
  aggregates: Record<string, SQL>,
  filter: SQL = sql`true`,
): SQL {
  const names = Object.keys(aggregates);
  const computed = sql.join(
    names.map((name) => sql`${aggregates[name]} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const picked = sql.join(
    names.map((name) => sql`coalesce(counts.${sql.identifier(name)}, 0)::int as ${sql.identifier(name)}`),
    sql`, `,
  );
  return sql`with days as (
      select generate_series(
        date_trunc('day', ${range.from.toISOString()}::timestamptz at time zone 'UTC'),
        ${range.to.toISOString()}::timestamptz at time zone 'UTC' - interval '1 microsecond',
        interval '1 day') as day),
    counts as (
      select date_trunc('day', ${createdAt} at time zone 'UTC') as day, ${computed}
      from ${table}
      where ${between(createdAt, range)} and ${filter}
      group by 1)
    select to_char(days.day, 'YYYY-MM-DD') as day, ${picked}
    from days left join counts on counts.day = days.day
    order by days.day`;
}
