import type { Page, PageRequest } from './paging';
/* ----------------------------------------------------------------------------------------------
 * Community comments: a rating and a text per signed-in author on a domain's report.
 * ---------------------------------------------------------------------------------------------- */

export const COMMENT_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export type NewComment = {
  /** The registrable domain the comment is about (lower-case, as reports are keyed). */
  domain: string;
  userId: string;
  /** 1 (scam) to 5 (trustworthy). */
  rating: number;
  text: string;
  status: CommentStatus;
  createdAt: Date;
};

export type CommentRecord = NewComment & {
  id: string;
  /** The author's display name (or null), joined from the account for listing. */
  authorName: string | null;
  /** How many distinct users reported this comment as abusive. */
  reportCount: number;
  updatedAt: Date;
};

export type CommentListQuery = {
  status?: CommentStatus;
  /** Only comments with at least one abuse report. */
  reported?: boolean;
  /** Case-insensitive substring of the domain or the text. */
  q?: string;
} & PageRequest;

export type CommentPage = Page<CommentRecord>;

/** What the community said about a domain, over approved comments only. */
export type CommunitySummary = {
  domain: string;
  approvedCount: number;
  /** null when there are no approved comments. */
  averageRating: number | null;
  /** Distinct authors of approved comments rating 1 or 2 (a flood from one account counts once). */
  negativeAuthors: number;
  /** Distinct authors of approved comments rating 4 or 5. */
  positiveAuthors: number;
};

export type CommentRepository = {
  create(comment: NewComment): Promise<CommentRecord>;
  get(id: string): Promise<CommentRecord | null>;
  /** Approved comments on a domain, newest first. */
  listForDomain(domain: string, query: { page: number; pageSize: number }): Promise<CommentPage>;
  /** The signed-in author's own comments on a domain, any status (so they see "awaiting review"). */
  listByAuthorForDomain(userId: string, domain: string): Promise<CommentRecord[]>;
  /** Admin moderation list, newest first. */
  list(query: CommentListQuery): Promise<CommentPage>;
  summary(domain: string): Promise<CommunitySummary>;
  setStatus(id: string, status: CommentStatus, now: Date): Promise<CommentRecord | null>;
  delete(id: string): Promise<boolean>;
  /** Records an abuse report, once per reporter; false when the comment is unknown. */
  report(commentId: string, reporterId: string, reason: string, now: Date): Promise<boolean>;
  /** How many of a user's comments were ever approved (first posts of new authors wait for review). */
  countApprovedByUser(userId: string): Promise<number>;
  /** Comments by a user since a time (per-user posting limits). */
  countByUserSince(userId: string, since: Date): Promise<number>;
  countByStatus(): Promise<Record<CommentStatus, number>>;
  /** "Delete my data": the user's comments and reports; returns how many comments. */
  deleteByUser(userId: string): Promise<number>;
};
