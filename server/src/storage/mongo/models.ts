import type { Connection, Model, Schema } from 'mongoose';
import { defineAccountSchemas } from './account-schemas';
import { defineCheckSchemas } from './check-schemas';
import { defineCommunitySchemas } from './community-schemas';
import type { GenerationStatusDoc } from './documents';
import { defineListSchemas } from './list-schemas';
import { isDuplicateKeyError } from './query';
import { schemaKit } from './schema-kit';

/**
 * Collections of the MongoDB adapter, mirroring the PostgreSQL tables (same names, same indexes);
 * their documents are in documents.ts, their schemas in the *-schemas.ts files. The schemas are
 * built from the connection's own mongoose so that nothing loads mongoose until a MongoDB storage
 * is opened (PostgreSQL deployments never pay for it). Indexes are created at start (open-mongo.ts).
 */

export type Models = ReturnType<typeof createModels>;

/** The models on one connection (each storage opens its own, so tests can run side by side). */
export function createModels(connection: Connection) {
  const kit = schemaKit(connection.base.Schema);
  const schemas = {
    ...defineCheckSchemas(kit),
    ...defineListSchemas(kit),
    ...defineAccountSchemas(kit),
    ...defineCommunitySchemas(kit),
  };
  const model = <T>(name: string, definition: Schema<T>): Model<T> => connection.model<T>(name, definition);
  return {
    sessions: model('Session', schemas.sessions),
    analyses: model('Analysis', schemas.analyses),
    urlAnalyses: model('UrlAnalysis', schemas.urlAnalyses),
    domainLatest: model('DomainLatest', schemas.domainLatest),
    feedEntries: model('FeedEntry', schemas.feedEntries),
    feedSources: model('FeedSource', schemas.feedSources),
    popularity: model('Popularity', schemas.popularity),
    popularityStatus: model('PopularityStatus', schemas.popularityStatus),
    counters: model('Counter', schemas.counters),
    settings: model('Setting', schemas.settings),
    chats: model('Chat', schemas.chats),
    users: model('User', schemas.users),
    apiKeys: model('ApiKey', schemas.apiKeys),
    imageAnalyses: model('ImageAnalysis', schemas.imageAnalyses),
    comments: model('Comment', schemas.comments),
    commentReports: model('CommentReport', schemas.commentReports),
    errorEvents: model('ErrorEvent', schemas.errorEvents),
    usageEvents: model('UsageEvent', schemas.usageEvents),
  };
}

/** The next value of a named sequence (1, 2, 3…), atomic across replicas. */
export async function nextSequence(models: Models, name: string): Promise<number> {
  const counter = await models.counters
    .findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
    .lean();
  if (counter === null) throw new Error(`Sequence ${name} did not advance`);
  return counter.seq;
}

/**
 * Makes `generation` the live one unless a newer load switched first: the filter then misses and
 * the upsert collides with the existing document. Returns whether this load won.
 */
export async function switchGeneration(
  status: Model<GenerationStatusDoc>,
  id: string,
  generation: number,
  changes: { entries: number; lastFetchedAt: Date },
): Promise<boolean> {
  try {
    await status.updateOne(
      { _id: id, generation: { $lt: generation } },
      { $set: { generation, ...changes } },
      { upsert: true },
    );
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
