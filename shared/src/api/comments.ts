// Community comments: a rating and a short text per signed-in author on a domain's report,
// moderated by administrators. Text is plain text everywhere: stored, returned and rendered as text.
import { z } from 'zod';
import { AnalyzeResponseSchema } from '../report/domain-report';
import { cleanedTextSchema, trimmedText } from '../validation/raw-text';
import { pagedResponseSchema, pageQueryField, queryBooleanField } from './query-fields';

const isoDate = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();

export const COMMENT_STATUS_VALUES = ['pending', 'approved', 'hidden'] as const;
export const CommentStatusSchema = z.enum(COMMENT_STATUS_VALUES);
export type PublicCommentStatus = z.infer<typeof CommentStatusSchema>;

export const COMMENT_TEXT_MIN_LENGTH = 10;
export const COMMENT_TEXT_MAX_LENGTH = 1000;
export const COMMENT_REPORT_REASON_MAX_LENGTH = 500;
/** Comments per page of a domain's public list. */
export const DOMAIN_COMMENTS_PAGE_SIZE = 10;
/** Comments per page of the moderation list. */
export const ADMIN_COMMENTS_PAGE_SIZE = 20;

export const COMMENT_POSTED_PENDING_MESSAGE = 'Thanks! Your comment is awaiting review.';
export const COMMENT_POSTED_APPROVED_MESSAGE = 'Thanks! Your comment is published.';

// C0 controls except tab and line feed, DEL, C1 controls, and the bidirectional overrides and isolates
// that can make text display differently from what it says ("Trojan Source"); plus the BOM.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * The plain text a user meant: line endings unified, tabs as spaces, control and direction-override
 * characters removed, at most one blank line in a row, trimmed. Markup is kept as the characters it is.
 */
export function cleanCommentText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/[ \u00A0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A comment's text; `clean` is injectable so tests can prove it never sees over-long input. */
export function commentTextSchema(clean = cleanCommentText) {
  return cleanedTextSchema({
    min: COMMENT_TEXT_MIN_LENGTH,
    max: COMMENT_TEXT_MAX_LENGTH,
    clean,
    messages: {
      required: 'Please write a comment',
      tooShort: `Comments must be at least ${COMMENT_TEXT_MIN_LENGTH} characters`,
      tooLong: `Comments are limited to ${COMMENT_TEXT_MAX_LENGTH} characters`,
    },
  });
}

export const CommentTextSchema = commentTextSchema();

export const CommentRatingSchema = z
  .number({ error: 'Please choose a rating from 1 to 5' })
  .int({ error: 'Please choose a rating from 1 to 5' })
  .min(1, { error: 'Please choose a rating from 1 to 5' })
  .max(5, { error: 'Please choose a rating from 1 to 5' });

/** POST /api/domain/:domain/comments */
export const CreateCommentRequestSchema = z.object({
  rating: CommentRatingSchema,
  text: CommentTextSchema,
});
export type CreateCommentRequest = z.input<typeof CreateCommentRequestSchema>;

export const PublicCommentSchema = z.object({
  id: z.string(),
  /** 1 (scam) to 5 (trustworthy). */
  rating: z.number().int().min(1).max(5),
  /** Plain text; render it as text, never as HTML. */
  text: z.string(),
  /** The author's display name; null when the account has none (the email is never shown). */
  authorName: z.string().nullable(),
  createdAt: isoDate,
  status: CommentStatusSchema,
});
export type PublicComment = z.infer<typeof PublicCommentSchema>;

/** What the community said about a domain, over approved comments only, each author counted once. */
export const CommunitySummarySchema = z.object({
  domain: z.string(),
  approvedCount: count,
  averageRating: z.number().nullable(),
  negativeAuthors: count,
  positiveAuthors: count,
});
export type CommunitySummary = z.infer<typeof CommunitySummarySchema>;

/**
 * GET /api/domain/:domain: the stored report, as analysed (its community finding is from then; the
 * live summary is in GET /api/domain/:domain/comments).
 */
export const DomainReportResponseSchema = AnalyzeResponseSchema;
export type DomainReportResponse = z.infer<typeof DomainReportResponseSchema>;

export const CreateCommentResponseSchema = z.object({ comment: PublicCommentSchema, message: z.string() });
export type CreateCommentResponse = z.infer<typeof CreateCommentResponseSchema>;

export const DomainCommentsQuerySchema = z.object({ page: pageQueryField() });

/** GET /api/domain/:domain/comments */
export const DomainCommentsResponseSchema = pagedResponseSchema(PublicCommentSchema).extend({
  summary: CommunitySummarySchema,
  /** The signed-in caller's own comments on the domain, whatever their status; [] otherwise. */
  mine: z.array(PublicCommentSchema),
  /** Whether comments are switched on (feature flag); when off, nothing can be posted. */
  enabled: z.boolean(),
});
export type DomainCommentsResponse = z.infer<typeof DomainCommentsResponseSchema>;

export const CommentParamsSchema = z.object({ id: z.uuid({ error: 'Unknown comment' }) });

/** POST /api/comments/:id/report */
export function reportReasonSchema(clean = cleanCommentText) {
  return cleanedTextSchema({
    min: 1,
    max: COMMENT_REPORT_REASON_MAX_LENGTH,
    clean,
    messages: {
      required: 'Please say what is wrong with this comment',
      tooShort: 'Please say what is wrong with this comment',
      tooLong: `Reasons are limited to ${COMMENT_REPORT_REASON_MAX_LENGTH} characters`,
    },
  });
}

export const ReportCommentRequestSchema = z.object({ reason: reportReasonSchema() });
export type ReportCommentRequest = z.input<typeof ReportCommentRequestSchema>;

export const ReportCommentResponseSchema = z.object({ reported: z.literal(true) });

/* ------------------------------------------------------------------ moderation (admins) */

export const AdminCommentSchema = PublicCommentSchema.extend({
  domain: z.string(),
  userId: z.string(),
  /** Distinct users who reported the comment as abusive. */
  reportCount: count,
});
export type AdminComment = z.infer<typeof AdminCommentSchema>;

/** GET /api/admin/comments */
export const AdminCommentsQuerySchema = z.object({
  status: CommentStatusSchema.optional(),
  /** true: only comments someone reported. */
  reported: queryBooleanField('reported'),
  q: trimmedText(200, { tooLong: 'Search text is too long' }).optional(),
  page: pageQueryField(),
});
export type AdminCommentsQuery = z.output<typeof AdminCommentsQuerySchema>;

export const AdminCommentsResponseSchema = pagedResponseSchema(AdminCommentSchema).extend({
  counts: z.object({ pending: count, approved: count, hidden: count }),
});
export type AdminCommentsResponse = z.infer<typeof AdminCommentsResponseSchema>;

/** PATCH /api/admin/comments/:id */
export const UpdateCommentStatusRequestSchema = z.object({
  status: z.enum(COMMENT_STATUS_VALUES, { error: 'Status must be pending, approved or hidden' }),
});
export type UpdateCommentStatusRequest = z.infer<typeof UpdateCommentStatusRequestSchema>;
