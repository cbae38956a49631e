import { randomUUID } from 'node:crypto';
import { BAND_THRESHOLDS } from '@scamcheck/shared';
import type { QueryFilter, SortOrder } from 'mongoose';
import type { AnalysisListQuery, AnalysisRepository, AnalysisSort } from '../ports';
import type { DomainLatestDoc } from './documents';
import type { Models } from './models';
import { asJson, containsText, isDuplicateKeyError, searchText } from './query';
import { pageOf } from '../adapter-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createAnalysisRepository({ analyses, domainLatest }: Models): AnalysisRepository {
  /**
   * Makes this analysis its domain's latest unless a newer one already is: an older analysis
   * stored late (a backfill, a slow run) must not replace a newer latest. The history document
   * is written first, so a latest always points at a stored analysis.
   */
  async function raiseLatest(latest: DomainLatestDoc): Promise<void> {
    const filter = { _id: latest._id, createdAt: { $lte: latest.createdAt } };
    const update = {
      $set: {
        analysisId: latest.analysisId,
        score: latest.score,
        band: latest.band,
        createdAt: latest.createdAt,
      },
    };
    try {
      await domainLatest.updateOne(filter, update, { upsert: true });
    } catch (error) {
      // The domain's document exists but did not match: a newer analysis is latest (then this
      // update matches nothing), or a concurrent insert created it first (then this one applies).
      if (!isDuplicateKeyError(error)) throw error;
      await domainLatest.updateOne(filter, update);
    }
  }

  return {
    async insert({ domain, registrableDomain, score, band, report, createdAt = new Date() }) {
      const id = randomUUID();
      await analyses.create({
        _id: id,
        domain,
        registrableDomain,
        score,
        band,
        report: asJson(report),
        createdAt,
      });
      await raiseLatest({ _id: domain, analysisId: id, score, band, createdAt });
      return { id, domain, score, band, createdAt };
    },

    async latestByDomain(domain) {
      const latest = await domainLatest.findOne({ _id: domain }).lean();
      if (latest === null) return null;
      const stored = await analyses.findOne({ _id: latest.analysisId }, { report: 1 }).lean();
      if (stored === null) return null;
      return { ...summaryOf(latest), report: stored.report };
    },

    async recent(limit) {
      const count = Math.floor(limit);
      if (count <= 0) return [];
      const rows = await domainLatest.find().sort({ createdAt: -1, _id: 1 }).limit(count).lean();
      return rows.map((row) => ({
        id: row.analysisId,
        domain: row._id,
        score: row.score,
        createdAt: row.createdAt,
      }));
    },

    async list(query) {
      const { page, pageSize, offset } = pageOf(query);
      const filter = listFilter(query);
      const [rows, total] = await Promise.all([
        domainLatest.find(filter).sort(listOrder(query.sort)).skip(offset).limit(pageSize).lean(),
        domainLatest.countDocuments(filter),
      ]);
      return { items: rows.map(summaryOf), total, page, pageSize };
    },

    async statistics(now) {
      const [total, suspicious, safe, today] = await Promise.all([
        domainLatest.countDocuments(),
        domainLatest.countDocuments({ score: { $lt: BAND_THRESHOLDS.caution } }),
        domainLatest.countDocuments({ score: { $gte: BAND_THRESHOLDS.trusted } }),
        analyses.aggregate<{ domains: number }>([
          { $match: { createdAt: { $gt: new Date(now.getTime() - DAY_MS), $lte: now } } },
          { $group: { _id: '$domain' } },
          { $count: 'domains' },
        ]),
      ]);
      return {
        totalDomainsAnalyzed: total,
        domainsAnalyzedToday: today[0]?.domains ?? 0,
        suspiciousDomainsDetected: suspicious,
        safeDomainsVerified: safe,
        lastUpdated: now.toISOString(),
      };
    },
  };
}

function summaryOf(row: DomainLatestDoc) {
  return { id: row.analysisId, domain: row._id, score: row.score, band: row.band, createdAt: row.createdAt };
}

function listFilter({ q, band }: AnalysisListQuery): QueryFilter<DomainLatestDoc> {
  const search = searchText(q);
  return {
    ...(search === null ? {} : { _id: containsText(search) }),
    ...(band === undefined ? {} : { band }),
  };
}

/** Ties break on the domain in byte order, as the PostgreSQL adapter's `collate "C"` does. */
function listOrder(sort: AnalysisSort): Record<string, SortOrder> {
  switch (sort) {
    case 'recent':
      return { createdAt: -1, _id: 1 };
    case 'score_asc':
      return { score: 1, _id: 1 };
    case 'score_desc':
      return { score: -1, _id: 1 };
    case 'domain':
      return { _id: 1 };
  }
}
