// Community comments: what a domain's page shows, posting (a new author's first comment waits for
// review), abuse reports (three distinct reporters hide a comment until an admin looks), moderation.
import { LRUCache } from 'lru-cache';
import {
  ADMIN_COMMENTS_PAGE_SIZE,
  COMMENT_POSTED_APPROVED_MESSAGE,
  COMMENT_POSTED_PENDING_MESSAGE,
  DOMAIN_COMMENTS_PAGE_SIZE,
  type AdminComment,
  type AdminCommentsQuery,
  type AdminCommentsResponse,
  type CommunitySummary,
  type CreateCommentResponse,
  type DomainCommentsResponse,
} from '@scamcheck/shared';
import { AppError } from '../../http/app-error';
import type { CommentRecord, CommentRepository, CommentStatus, UserRecord } from '../../storage/ports';
import { commentDomainKey } from './comment-domain';
import { COMMENTS_DISABLED_MESSAGE } from './comment-guards';
import { emptySummary, toAdminComment, toPublicComment } from './comment-views';

/** Distinct abuse reports that hide an approved comment until an administrator reviews it. */
export const AUTO_HIDE_REPORTS = 3;

/** Told about comments administrators may want to look at (the email alerts). Must not throw. */
export type CommentAlerts = {
  commentPosted(comment: CommentRecord): void;
  commentHidden(comment: CommentRecord): void;
};

export type CommentsService = {
  forDomain(domain: string, page: number, viewer: UserRecord | null): Promise<DomainCommentsResponse>;
  post(
    domain: string,
    author: UserRecord,
    input: { rating: number; text: string },
  ): Promise<CreateCommentResponse>;
  report(commentId: string, reporter: UserRecord, reason: string): Promise<void>;
  /** The community summary of a domain, or null while comments are switched off. */
  summary(domain: string): Promise<CommunitySummary | null>;
  moderationList(query: AdminCommentsQuery): Promise<AdminCommentsResponse>;
  setStatus(id: string, status: CommentStatus): Promise<AdminComment>;
  remove(id: string): Promise<void>;
};

export type CommentsServiceDeps = {
  comments: CommentRepository;
  clock: { now(): Date };
  /** The comments feature flag, read on every call. */
  isEnabled: () => boolean;
  alerts?: CommentAlerts;
};

const NOT_FOUND_MESSAGE = 'Comment not found';

/**
 * Every report view shows the community summary, which changes only when comments do: summaries are
 * kept this long in this process (like the report cache) and forgotten on any change made here.
 */
export const SUMMARY_CACHE_MS = 15_000;
const SUMMARY_CACHE_MAX_DOMAINS = 10_000;

export function createCommentsService({
  comments,
  clock,
  isEnabled,
  alerts,
}: CommentsServiceDeps): CommentsService {
  const summaries = new LRUCache<string, CommunitySummary>({
    max: SUMMARY_CACHE_MAX_DOMAINS,
    ttl: SUMMARY_CACHE_MS,
    ttlResolution: 0,
    perf: { now: () => clock.now().getTime() },
  });
  const forgetSummaries = () => summaries.clear();

  function assertEnabled(): void {
    if (!isEnabled()) throw new AppError('FORBIDDEN', COMMENTS_DISABLED_MESSAGE);
  }

  return {
    async forDomain(domain, page, viewer) {
      const key = commentDomainKey(domain);
      const pageSize = DOMAIN_COMMENTS_PAGE_SIZE;
      if (!isEnabled()) {
        return { items: [], total: 0, page, pageSize, summary: emptySummary(key), mine: [], enabled: false };
      }
      const [listed, summary, mine] = await Promise.all([
        comments.listForDomain(key, { page, pageSize }),
        comments.summary(key),
        viewer === null ? [] : comments.listByAuthorForDomain(viewer.id, key),
      ]);
      return {
        ...listed,
        items: listed.items.map(toPublicComment),
        summary,
        mine: mine.map(toPublicComment),
        enabled: true,
      };
    },

    async post(domain, author, { rating, text }) {
      assertEnabled();
      // Authors an admin has approved once are trusted afterwards; administrators moderate anyway.
      const isTrusted = author.role === 'admin' || (await comments.countApprovedByUser(author.id)) > 0;
      const created = await comments.create({
        domain: commentDomainKey(domain),
        userId: author.id,
        rating,
        text,
        status: isTrusted ? 'approved' : 'pending',
        createdAt: clock.now(),
      });
      forgetSummaries();
      alerts?.commentPosted(created);
      const message = isTrusted ? COMMENT_POSTED_APPROVED_MESSAGE : COMMENT_POSTED_PENDING_MESSAGE;
      return { comment: toPublicComment(created), message };
    },

    async report(commentId, reporter, reason) {
      assertEnabled();
      const before = await comments.get(commentId);
      // Only what the public can see can be reported.
      if (before === null || before.status !== 'approved') throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      if (before.userId === reporter.id) {
        throw new AppError('VALIDATION_FAILED', 'You cannot report your own comment.');
      }
      if (!(await comments.report(commentId, reporter.id, reason, clock.now()))) {
        throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      }
      const after = await comments.get(commentId);
      // Only when the reports cross the threshold: an admin who approves it again has the last word.
      const crossed =
        before.reportCount < AUTO_HIDE_REPORTS && (after?.reportCount ?? 0) >= AUTO_HIDE_REPORTS;
      if (after === null || after.status !== 'approved' || !crossed) return;
      const hidden = await comments.setStatus(commentId, 'hidden', clock.now());
      forgetSummaries();
      if (hidden !== null) alerts?.commentHidden(hidden);
    },

    async summary(domain) {
      if (!isEnabled()) return null;
      const cached = summaries.get(domain);
      if (cached !== undefined) return cached;
      const summary = await comments.summary(domain);
      summaries.set(domain, summary);
      return summary;
    },

    async moderationList({ status, reported, q, page }) {
      const [listed, counts] = await Promise.all([
        comments.list({ status, reported, q, page, pageSize: ADMIN_COMMENTS_PAGE_SIZE }),
        comments.countByStatus(),
      ]);
      return { ...listed, items: listed.items.map(toAdminComment), counts };
    },

    async setStatus(id, status) {
      const updated = await comments.setStatus(id, status, clock.now());
      forgetSummaries();
      if (updated === null) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      return toAdminComment(updated);
    },

    async remove(id) {
      const isDeleted = await comments.delete(id);
      forgetSummaries();
      if (!isDeleted) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    },
  };
}
