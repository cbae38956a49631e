import { randomUUID } from 'node:crypto';
import { BAND_THRESHOLDS } from '@scamcheck/shared';
import { and, asc, count, desc, eq, gt, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { AnalysisListQuery, AnalysisRepository, AnalysisSort } from '../ports';
import type { Db } from './database';
import { analyses, domainLatest } from './schema';
import { escapeLike } from '../adapter-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

// Byte order ("C") so every adapter and server locale sorts domains the same way.
const byDomain = sql`${domainLatest.domain} collate "C"`;

const summaryColumns = {
  id: domainLatest.analysisId,
  domain: domainLatest.domain,
  score: domainLatest.score,
  band: domainLatest.band,
  createdAt: domainLatest.createdAt,
};

export function createAnalysisRepository(db: Db): AnalysisRepository {
  return {
    async insert({ domain, registrableDomain, score, band, report, createdAt = new Date() }) {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(analyses).values({ id, domain, registrableDomain, score, band, report, createdAt });
        // An older analysis stored late (a backfill, a slow run) must not replace a newer latest.
        await tx
          .insert(domainLatest)
          .values({ domain, analysisId: id, score, band, createdAt })
          .onConflictDoUpdate({
            target: domainLatest.domain,
            set: { analysisId: id, score, band, createdAt },
            setWhere: lte(domainLatest.createdAt, createdAt),
          });
      });
      return { id, domain, score, band, createdAt };
    },

    async latestByDomain(domain) {
      const [row] = await db
        .select({ ...summaryColumns, report: analyses.report })
        .from(domainLatest)
        .innerJoin(analyses, eq(analyses.id, domainLatest.analysisId))
        .where(eq(domainLatest.domain, domain));
      return row ?? null;
    },

    async recent(limit) {
      return db
        .select({
          id: domainLatest.analysisId,
          domain: domainLatest.domain,
          score: domainLatest.score,
          createdAt: domainLatest.createdAt,
        })
        .from(domainLatest)
        .orderBy(desc(domainLatest.createdAt), byDomain)
        .limit(limit);
    },

    async list(query) {
      const page = Math.max(1, Math.floor(query.page));
      const pageSize = Math.max(1, Math.floor(query.pageSize));
      const where = listFilter(query);
      const [items, totals] = await Promise.all([
        db
          .select(summaryColumns)
          .from(domainLatest)
          .where(where)
          .orderBy(...listOrder(query.sort))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(domainLatest).where(where),
      ]);
      return { items, total: totals[0]?.total ?? 0, page, pageSize };
    },

    async statistics(now) {
      const [latest] = await db
        .select({
          total: count(),
          suspicious: countWhere(sql`${domainLatest.score} < ${BAND_THRESHOLDS.caution}`),
          safe: countWhere(sql`${domainLatest.score} >= ${BAND_THRESHOLDS.trusted}`),
        })
        .from(domainLatest);
      const [today] = await db
        .select({ domains: sql<number>`count(distinct ${analyses.domain})`.mapWith(Number) })
        .from(analyses)
        .where(and(gt(analyses.createdAt, new Date(now.getTime() - DAY_MS)), lte(analyses.createdAt, now)));
      return {
        totalDomainsAnalyzed: latest?.total ?? 0,
        domainsAnalyzedToday: today?.domains ?? 0,
        suspiciousDomainsDetected: latest?.suspicious ?? 0,
        safeDomainsVerified: latest?.safe ?? 0,
        lastUpdated: now.toISOString(),
      };
    },
  };
}

function countWhere(condition: SQL) {
  return sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
}

function listFilter({ q, band }: AnalysisListQuery): SQL | undefined {
  const search = q?.trim() ?? '';
  return and(
    search === '' ? undefined : ilike(domainLatest.domain, `%${escapeLike(search)}%`),
    band === undefined ? undefined : eq(domainLatest.band, band),
  );
}

function listOrder(sort: AnalysisSort): SQL[] {
  switch (sort) {
    case 'recent':
      return [desc(domainLatest.createdAt), byDomain];
    case 'score_asc':
      return [asc(domainLatest.score), byDomain];
    case 'score_desc':
      return [desc(domainLatest.score), byDomain];
    case 'domain':
      return [byDomain];
  }
}
