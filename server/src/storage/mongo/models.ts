import { randomUUID } from 'node:crypto';
import { BANDS, PLAN_IDS, ROLES, type Band } from '@scamcheck/shared';
import type { Connection, Model, Mongoose, Schema, SchemaDefinition } from 'mongoose';
import {
  COMMENT_STATUSES,
  USAGE_EVENT_KINDS,
  type ApiKeyRecord,
  type ChatMessageRecord,
  type ErrorEventRecord,
  type FeedIndicatorKind,
  type ImageAnalysisRecord,
  type StoredUrlAnalysis,
  type NewComment,
  type UsageEventRecord,
  type UserRecord,
} from '../ports';
import { isDuplicateKeyError } from './query';

/**
 * Collections of the MongoDB adapter, mirroring the PostgreSQL tables (same names, same indexes).
 * Ids are UUID strings kept in `_id`, so both adapters hand out the same kind of id and a string
 * that is not one of ours simply matches nothing. Indexes are created at start (open-mongo.ts).
 */

/** A port record stored under `_id` instead of `id`. */
type WithStringId<T extends { id: string }> = Omit<T, 'id'> & { _id: string };

export type SessionDoc = { _id: string; data: unknown; expiresAt: Date };

/** Every analysis ever made: the history of a domain. */
export type AnalysisDoc = {
  _id: string;
  domain: string;
  registrableDomain: string;
  score: number;
  band: Band;
  report: unknown;
  createdAt: Date;
};

/** Each domain's latest analysis, keyed by the domain, so lists and statistics read one document per domain. */
export type DomainLatestDoc = { _id: string; analysisId: string; score: number; band: Band; createdAt: Date };

/** Feed entries of every loaded generation; only the generation named in feed_sources is live. */
export type FeedEntryDoc = {
  source: string;
  generation: number;
  indicator: string;
  kind: FeedIndicatorKind;
};

/** Which generation of a list is live (feed_sources per feed, popularity_status for the top list). */
export type GenerationStatusDoc = { _id: string; generation: number; entries: number; lastFetchedAt: Date };

export type PopularityDoc = { generation: number; domain: string; rank: number };

/** Monotonic sequences (generations of feed and popularity loads), advanced with $inc. */
export type CounterDoc = { _id: string; seq: number };

export type SettingDoc = { _id: string; value: unknown; updatedAt: Date };

export type ChatMessageDoc = ChatMessageRecord;

export type ChatDoc = {
  _id: string;
  userId: string | null;
  email: string | null;
  messages: ChatMessageDoc[];
  createdAt: Date;
  updatedAt: Date;
};

export type UserDoc = WithStringId<UserRecord>;

export type ApiKeyDoc = WithStringId<ApiKeyRecord> & { hash: string };

export type ImageAnalysisDoc = WithStringId<ImageAnalysisRecord>;

export type UrlAnalysisDoc = WithStringId<StoredUrlAnalysis>;

export type CommentDoc = { _id: string } & NewComment & {
    /** Set on the first approval and kept: "ever approved" lets an author skip review afterwards. */
    approvedAt: Date | null;
    updatedAt: Date;
  };

/** One per (comment, reporter), so repeating a report changes nothing. */
export type CommentReportDoc = {
  _id: string;
  commentId: string;
  reporterId: string;
  reason: string;
  createdAt: Date;
};

export type ErrorEventDoc = WithStringId<ErrorEventRecord>;

export type UsageEventDoc = WithStringId<UsageEventRecord>;

export type Models = ReturnType<typeof createModels>;

const uuidId = { type: String, default: (): string => randomUUID() };
const requiredString = { type: String, required: true };
const nullableString = { type: String, default: null };
const requiredDate = { type: Date, required: true };
const requiredInt = { type: Number, required: true, validate: Number.isInteger };

/**
 * `minimize: false` keeps empty objects (a new session is `{}`); `strict: 'throw'` turns a field
 * the schema does not know into an error instead of silently dropping it.
 */
function schemaFactory(SchemaClass: Mongoose['Schema']) {
  return <T>(definition: SchemaDefinition<T>, collection: string): Schema<T> =>
    new SchemaClass<T>(definition, {
      collection,
      versionKey: false,
      minimize: false,
      strict: 'throw',
      id: false,
    });
}

/**
 * The schemas, built from the connection's own mongoose so that nothing loads mongoose until a
 * MongoDB storage is opened (PostgreSQL deployments never pay for it).
 */
function defineSchemas(SchemaClass: Mongoose['Schema']) {
  const schema = schemaFactory(SchemaClass);
  const json = { type: SchemaClass.Types.Mixed };

  const sessionSchema = schema<SessionDoc>(
    { _id: requiredString, data: { ...json, required: true }, expiresAt: requiredDate },
    'sessions',
  );
  // MongoDB deletes a session once expiresAt has passed (the TTL monitor runs every minute);
  // reads still check the time, so a session is gone to callers the moment it expires.
  sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

  const analysisSchema = schema<AnalysisDoc>(
    {
      _id: uuidId,
      domain: requiredString,
      registrableDomain: requiredString,
      score: { ...requiredInt, min: 0, max: 100 },
      band: { type: String, required: true, enum: BANDS },
      report: { ...json, required: true },
      createdAt: requiredDate,
    },
    'analyses',
  );
  analysisSchema.index({ domain: 1, createdAt: -1 });
  analysisSchema.index({ createdAt: 1 });

  const urlAnalysisSchema = schema<UrlAnalysisDoc>(
    {
      _id: uuidId,
      url: requiredString,
      domain: requiredString,
      score: { ...requiredInt, min: 0, max: 100 },
      band: { type: String, required: true, enum: BANDS },
      report: { ...json, required: true },
      createdAt: requiredDate,
    },
    'url_analyses',
  );
  urlAnalysisSchema.index({ url: 1, createdAt: -1 });

  const domainLatestSchema = schema<DomainLatestDoc>(
    {
      _id: requiredString,
      analysisId: requiredString,
      score: { ...requiredInt, min: 0, max: 100 },
      band: { type: String, required: true, enum: BANDS },
      createdAt: requiredDate,
    },
    'domain_latest',
  );
  domainLatestSchema.index({ createdAt: -1, _id: 1 });
  domainLatestSchema.index({ score: 1, _id: 1 });
  domainLatestSchema.index({ band: 1, _id: 1 });

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

  const settingSchema = schema<SettingDoc>(
    { _id: requiredString, value: { ...json, required: true }, updatedAt: requiredDate },
    'settings',
  );

  const chatMessageSchema = new SchemaClass<ChatMessageDoc>(
    {
      role: { type: String, required: true, enum: ['user', 'assistant'] },
      content: { type: String, required: true },
      createdAt: requiredDate,
    },
    { _id: false, versionKey: false, strict: 'throw' },
  );

  const chatSchema = schema<ChatDoc>(
    {
      _id: uuidId,
      userId: nullableString,
      email: nullableString,
      messages: { type: [chatMessageSchema], default: [] },
      createdAt: requiredDate,
      updatedAt: requiredDate,
    },
    'chats',
  );
  chatSchema.index({ updatedAt: -1, _id: 1 });
  chatSchema.index({ userId: 1 });
  chatSchema.index({ createdAt: 1 });

  const userSchema = schema<UserDoc>(
    {
      _id: uuidId,
      provider: { type: String, required: true, enum: ['google', 'dev'] },
      subject: requiredString,
      email: requiredString,
      name: nullableString,
      avatarUrl: nullableString,
      role: { type: String, required: true, enum: ROLES, default: 'user' },
      plan: { type: String, required: true, enum: PLAN_IDS, default: 'free' },
      disabled: { type: Boolean, required: true, default: false },
      createdAt: requiredDate,
      updatedAt: requiredDate,
    },
    'users',
  );
  userSchema.index({ provider: 1, subject: 1 }, { unique: true });
  userSchema.index({ email: 1 });
  userSchema.index({ createdAt: -1, _id: 1 });

  const apiKeySchema = schema<ApiKeyDoc>(
    {
      _id: uuidId,
      userId: requiredString,
      name: requiredString,
      prefix: requiredString,
      hash: requiredString,
      createdAt: requiredDate,
      lastUsedAt: { type: Date, default: null },
    },
    'api_keys',
  );
  apiKeySchema.index({ hash: 1 }, { unique: true });
  apiKeySchema.index({ userId: 1, createdAt: -1 });

  const imageAnalysisSchema = schema<ImageAnalysisDoc>(
    {
      _id: uuidId,
      sha256: requiredString,
      score: { ...requiredInt, min: 0, max: 100 },
      isScam: { type: Boolean, required: true },
      result: { ...json, required: true },
      createdAt: requiredDate,
    },
    'image_analyses',
  );
  imageAnalysisSchema.index({ createdAt: -1 });
  imageAnalysisSchema.index({ sha256: 1 });

  const commentSchema = schema<CommentDoc>(
    {
      _id: uuidId,
      domain: requiredString,
      userId: requiredString,
      rating: { ...requiredInt, min: 1, max: 5 },
      text: { type: String, required: true },
      status: { type: String, required: true, enum: COMMENT_STATUSES },
      approvedAt: { type: Date, default: null },
      createdAt: requiredDate,
      updatedAt: requiredDate,
    },
    'comments',
  );
  commentSchema.index({ domain: 1, status: 1, createdAt: -1 });
  commentSchema.index({ status: 1, createdAt: -1 });
  commentSchema.index({ userId: 1, createdAt: -1 });

  const commentReportSchema = schema<CommentReportDoc>(
    {
      _id: uuidId,
      commentId: requiredString,
      reporterId: requiredString,
      reason: { type: String, required: true },
      createdAt: requiredDate,
    },
    'comment_reports',
  );
  commentReportSchema.index({ commentId: 1, reporterId: 1 }, { unique: true });
  commentReportSchema.index({ reporterId: 1 });

  const errorEventSchema = schema<ErrorEventDoc>(
    {
      _id: uuidId,
      source: { type: String, required: true, enum: ['server', 'client'] },
      fingerprint: requiredString,
      message: { type: String, required: true },
      stack: nullableString,
      route: nullableString,
      requestId: nullableString,
      userId: nullableString,
      context: { ...json, default: null },
      resolved: { type: Boolean, required: true, default: false },
      createdAt: requiredDate,
    },
    'error_events',
  );
  errorEventSchema.index({ fingerprint: 1, createdAt: -1 });
  errorEventSchema.index({ createdAt: -1 });
  errorEventSchema.index({ resolved: 1, fingerprint: 1 });

  const usageEventSchema = schema<UsageEventDoc>(
    {
      _id: uuidId,
      kind: { type: String, required: true, enum: USAGE_EVENT_KINDS },
      userId: nullableString,
      plan: { type: String, enum: [...PLAN_IDS, null], default: null },
      channel: { type: String, required: true, enum: ['web', 'api_key', 'extension'] },
      domain: nullableString,
      score: { type: Number, default: null, min: 0, max: 100 },
      band: { type: String, enum: [...BANDS, null], default: null },
      createdAt: requiredDate,
    },
    'usage_events',
  );
  usageEventSchema.index({ userId: 1, createdAt: -1 });
  usageEventSchema.index({ kind: 1, createdAt: 1 });
  usageEventSchema.index({ domain: 1 });
  usageEventSchema.index({ channel: 1, createdAt: 1 });

  return {
    sessions: sessionSchema,
    analyses: analysisSchema,
    urlAnalyses: urlAnalysisSchema,
    domainLatest: domainLatestSchema,
    feedEntries: feedEntrySchema,
    feedSources: feedSourceSchema,
    popularity: popularitySchema,
    popularityStatus: popularityStatusSchema,
    counters: counterSchema,
    settings: settingSchema,
    chats: chatSchema,
    users: userSchema,
    apiKeys: apiKeySchema,
    imageAnalyses: imageAnalysisSchema,
    comments: commentSchema,
    commentReports: commentReportSchema,
    errorEvents: errorEventSchema,
    usageEvents: usageEventSchema,
  };
}

/** The models on one connection (each storage opens its own, so tests can run side by side). */
export function createModels(connection: Connection) {
  const schemas = defineSchemas(connection.base.Schema);
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
