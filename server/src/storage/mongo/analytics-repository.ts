import type { PlanId } from '@scamcheck/shared';
import type { AnalyticsRepository, ScoreBand } from '../ports';
import type { Models } from './models';
import { everyDay, utcDayOf, utcDays } from './query';

const TOP = 10;

type Counted<T extends string> = { _id: string } & Partial<Record<T, number>>;

/**
 * Every aggregate of the admin dashboard, computed in the database. Days are UTC calendar days and
 * ranges are [from, to): an instant exactly at `to` belongs to the next report. The results match
 * the PostgreSQL adapter's, ties included (byte order of the text, as its `collate "C"`).
 */
export function createAnalyticsRepository(models: Models): AnalyticsRepository {
  const { analyses, imageAnalyses, chats, usageEvents } = models;

  return {
    async report(range) {
      const inRange = { createdAt: { $gte: range.from, $lt: range.to } };
      const day = utcDayOf('$createdAt');
      const countIf = (condition: unknown) => ({ $sum: { $cond: [condition, 1, 0] } });
      const days = utcDays(range);

      const [analysesPerDay, imagesPerDay, chatsPerDay, signInsPerDay, verdicts, topTlds] = await Promise.all(
        [
          analyses.aggregate<Counted<ScoreBand>>([
            { $match: inRange },
            {
              $group: {
                _id: day,
                trusted: countIf({ $eq: ['$band', 'trusted'] }),
                caution: countIf({ $eq: ['$band', 'caution'] }),
                suspicious: countIf({ $eq: ['$band', 'suspicious'] }),
              },
            },
          ]),
          imageAnalyses.aggregate<Counted<'total' | 'scams'>>([
            { $match: inRange },
            { $group: { _id: day, total: { $sum: 1 }, scams: countIf('$isScam') } },
          ]),
          chats.aggregate<Counted<'count'>>([
            { $match: inRange },
            { $group: { _id: day, count: { $sum: 1 } } },
          ]),
          usageEvents.aggregate<Counted<'count'>>([
            { $match: { ...inRange, kind: 'sign_in' } },
            { $group: { _id: day, count: { $sum: 1 } } },
          ]),
          // Each domain once, with the band of its latest analysis in the range.
          analyses.aggregate<{ _id: ScoreBand; count: number }>([
            { $match: inRange },
            { $sort: { domain: 1, createdAt: -1, _id: -1 } },
            { $group: { _id: '$domain', band: { $first: '$band' } } },
            { $group: { _id: '$band', count: { $sum: 1 } } },
          ]),
          analyses.aggregate<{ tld: string; count: number }>([
            { $match: inRange },
            { $group: { _id: '$domain' } },
            { $group: { _id: { $arrayElemAt: [{ $split: ['$_id', '.'] }, -1] }, count: { $sum: 1 } } },
            { $sort: { count: -1, _id: 1 } },
            { $limit: TOP },
            { $project: { _id: 0, tld: '$_id', count: 1 } },
          ]),
        ],
      );

      const analysisEvents = { ...inRange, kind: 'analysis', domain: { $ne: null } };
      const [mostChecked, mostFlagged, apiUsageByPlan] = await Promise.all([
        usageEvents.aggregate<{ domain: string; count: number }>([
          { $match: analysisEvents },
          { $group: { _id: '$domain', count: { $sum: 1 } } },
          { $sort: { count: -1, _id: 1 } },
          { $limit: TOP },
          { $project: { _id: 0, domain: '$_id', count: 1 } },
        ]),
        // "Latest analysis" is the domain's current verdict, whenever it was made.
        usageEvents.aggregate<{ domain: string; count: number; score: number }>([
          { $match: analysisEvents },
          { $group: { _id: '$domain', count: { $sum: 1 } } },
          { $lookup: { from: 'domain_latest', localField: '_id', foreignField: '_id', as: 'latest' } },
          { $unwind: '$latest' },
          { $match: { 'latest.band': 'suspicious' } },
          { $sort: { count: -1, _id: 1 } },
          { $limit: TOP },
          { $project: { _id: 0, domain: '$_id', count: 1, score: '$latest.score' } },
        ]),
        usageEvents.aggregate<{ plan: PlanId; count: number }>([
          { $match: { ...inRange, channel: 'api_key', plan: { $ne: null } } },
          { $group: { _id: '$plan', count: { $sum: 1 } } },
          { $sort: { count: -1, _id: 1 } },
          { $project: { _id: 0, plan: '$_id', count: 1 } },
        ]),
      ]);

      const verdictDistribution = { trusted: 0, caution: 0, suspicious: 0 };
      for (const { _id, count } of verdicts) verdictDistribution[_id] = count;
      return {
        analysesPerDay: everyDay(days, analysesPerDay, ['trusted', 'caution', 'suspicious']),
        imagesPerDay: everyDay(days, imagesPerDay, ['total', 'scams']),
        chatsPerDay: everyDay(days, chatsPerDay, ['count']),
        signInsPerDay: everyDay(days, signInsPerDay, ['count']),
        verdictDistribution,
        topTlds,
        mostChecked,
        mostFlagged,
        apiUsageByPlan,
      };
    },
  };
}
