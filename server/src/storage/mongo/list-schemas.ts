import type { CounterDoc, FeedEntryDoc, GenerationStatusDoc, PopularityDoc } from './documents';
import { requiredDate, requiredInt, requiredString, type SchemaKit } from './schema-kit';

/** The downloaded lists: feed entries and the popularity ranking, each loaded in generations. */
export function defineListSchemas({ schema }: SchemaKit) {
  const feedEntrySchema = schema<FeedEntryDoc>(
    {
      source: requiredString,
      generation: requiredInt,
      indicator: requiredString,
      kind: { type: String, required: true, enum: ['url', 'host'] },
    },
    'feed_entries',
  );
  feedEntrySchema.index({ source: 1, generation: 1, indicator: 1 }, { unique: true });
  feedEntrySchema.index({ indicator: 1, source: 1, generation: 1 });

  const generationStatus = {
    _id: requiredString,
    generation: requiredInt,
    entries: requiredInt,
    lastFetchedAt: requiredDate,
  };
  const feedSourceSchema = schema<GenerationStatusDoc>(generationStatus, 'feed_sources');

  const popularitySchema = schema<PopularityDoc>(
    { generation: requiredInt, domain: requiredString, rank: requiredInt },
    'popularity',
  );
  popularitySchema.index({ generation: 1, domain: 1 }, { unique: true });

  const popularityStatusSchema = schema<GenerationStatusDoc>(generationStatus, 'popularity_status');

  const counterSchema = schema<CounterDoc>({ _id: requiredString, seq: requiredInt }, 'counters');

  return {
    feedEntries: feedEntrySchema,
    feedSources: feedSourceSchema,
    popularity: popularitySchema,
    popularityStatus: popularityStatusSchema,
    counters: counterSchema,
  };
}
