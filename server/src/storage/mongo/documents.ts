import type { Band } from '@scamcheck/shared';
import type {
  ApiKeyRecord,
  ChatMessageRecord,
  ErrorEventRecord,
  FeedIndicatorKind,
  ImageAnalysisRecord,
  StoredUrlAnalysis,
  NewComment,
  UsageEventRecord,
  UserRecord,
} from '../ports';

/**
 * The documents of the MongoDB adapter's collections, mirroring the PostgreSQL rows. Ids are UUID
 * strings kept in `_id`, so both adapters hand out the same kind of id and a string that is not one
 * of ours simply matches nothing.
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
