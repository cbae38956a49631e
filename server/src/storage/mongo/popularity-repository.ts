import type { PopularityRepository } from '../ports';
import { nextSequence, switchGeneration, type Models } from './models';
import { bestRankPerDomain, chunk } from '../adapter-helpers';

const STATUS_ID = 'current';

/**
 * The top list is loaded beside the live one under the next generation and switched to with one
 * single-document update (as feeds are), so a million-entry load never blocks or confuses readers.
 */
export function createPopularityRepository(models: Models): PopularityRepository {
  const { popularity, popularityStatus } = models;
  return {
    async replaceAll(entries, fetchedAt) {
      const rows = bestRankPerDomain(entries);
      const generation = await nextSequence(models, 'popularity');
      for (const batch of chunk(rows)) {
        await popularity.insertMany(
          batch.map(({ domain, rank }) => ({ generation, domain, rank })),
          { ordered: false, lean: true },
        );
      }
      // A newer list switched in meanwhile wins; this older one is dropped.
      const isSwitched = await switchGeneration(popularityStatus, STATUS_ID, generation, {
        entries: rows.length,
        lastFetchedAt: fetchedAt,
      });
      await popularity.deleteMany(isSwitched ? { generation: { $lt: generation } } : { generation });
    },

    async rankOf(domains) {
      const unique = [...new Set(domains)];
      if (unique.length === 0) return new Map();
      const status = await popularityStatus.findOne({ _id: STATUS_ID }).lean();
      if (status === null) return new Map();
      const rows = await popularity.find({ generation: status.generation, domain: { $in: unique } }).lean();
      return new Map(rows.map((row) => [row.domain, row.rank]));
    },

    async status() {
      const status = await popularityStatus.findOne({ _id: STATUS_ID }).lean();
      return status === null
        ? { entries: 0, lastFetchedAt: null }
        : { entries: status.entries, lastFetchedAt: status.lastFetchedAt };
    },
  };
}
