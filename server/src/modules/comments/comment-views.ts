// Stored comments as the API shows them: ISO dates, no email, and for admins the author and reports.
import type { AdminComment, CommunitySummary, PublicComment } from '@scamcheck/shared';
import type { CommentRecord } from '../../storage/ports';

export function toPublicComment(comment: CommentRecord): PublicComment {
  return {
    id: comment.id,
    rating: comment.rating,
    text: comment.text,
    authorName: comment.authorName,
    createdAt: comment.createdAt.toISOString(),
    status: comment.status,
  };
}

export function toAdminComment(comment: CommentRecord): AdminComment {
  return {
    ...toPublicComment(comment),
    domain: comment.domain,
    userId: comment.userId,
    reportCount: comment.reportCount,
  };
}

export function emptySummary(domain: string): CommunitySummary {
  return { domain, approvedCount: 0, averageRating: null, negativeAuthors: 0, positiveAuthors: 0 };
}
