import type { FeedRepository } from '../ports';
import { nextSequence, switchGeneration, type Models } from './models';
import { compareBytes } from './query';
import { chunk, dedupeByIndicator } from '../adapter-helpers';

/**
 * Versioned swap instead of a transaction (which would need a replica set and would hold a big
 * feed in one transaction): a new list is loaded under a fresh generation number beside the live
 * one, feed_sources is switched to it in one single-document update, and older generations are
 * deleted afterwards. Readers only ever look at the generation feed_sources names.
 */
export function createFeedRepository(models: Models): FeedRepository {
  const { feedEntries, feedSources } = models;
  return {
    async replaceSource(source, entries, fetchedAt) {
      const unique = dedupeByIndicator(entries);
      const generation = await nextSequence(models, `feed:${source}`);
      for (const batch of chunk(unique)) {
        await feedEntries.insertMany(
          batch.map(({ indicator, kind }) => ({ source, generation, indicator, kind })),
          { ordered: false, lean: true },
        );
      }
      // Only a newer load may switch the source; one that lost removes what it loaded.
      const isSwitched = await switchGeneration(feedSources, source, generation, {
        entries: unique.length,
        lastFetchedAt: fetchedAt,
      });
      await feedEntries.deleteMany(
        isSwitched ? { source, generation: { $lt: generation } } : { source, generation },
      );
    },

    async findHits({ urls, hosts }) {
      if (urls.length === 0 && hosts.length === 0) return [];
      const sources = await feedSources.find().lean();
      if (sources.length === 0) return [];
      const live = new Map(sources.map((row) => [row._id, row]));
      const rows = await feedEntries
        .find({
          indicator: { $in: [...new Set([...urls, ...hosts])] },
          $or: sources.map((row) => ({ source: row._id, generation: row.generation })),
        })
        .lean();
      const wanted = { url: new Set(urls), host: new Set(hosts) };
      return rows
        .filter((row) => wanted[row.kind].has(row.indicator))
        .flatMap((row) => {
          const status = live.get(row.source);
          return status === undefined
            ? []
            : [
                {
                  source: row.source,
                  indicator: row.indicator,
                  kind: row.kind,
                  fetchedAt: status.lastFetchedAt,
                },
              ];
        })
        .sort((a, b) => compareBytes(a.source, b.source) || compareBytes(a.indicator, b.indicator));
    },

    async sourceStatus() {
      const rows = await feedSources.find().sort({ _id: 1 }).lean();
      return rows.map((row) => ({ source: row._id, entries: row.entries, lastFetchedAt: row.lastFetchedAt }));
    },
  };
}
