import { randomUUID } from 'node:crypto';
import type { PipelineStage, QueryFilter } from 'mongoose';
import {
  COMMENT_STATUSES,
  type CommentListQuery,
  type CommentRecord,
  type CommentRepository,
  type CommentStatus,
} from '../ports';
import type { CommentDoc } from './documents';
import type { Models } from './models';
import { containsText, countsByKey, isDuplicateKeyError, searchText } from './query';
import { isUuid, newCommentRow, pageOf } from '../adapter-helpers';

/**
 * A comment as callers see it: with its author's name (comments of a vanished account are not
 * listed, as PostgreSQL's join and cascade guarantee) and how many people reported it.
 */
const AS_RECORD: PipelineStage[] = [
  { $lookup: { from: 'users', localField: 'userId', foreignField: '_id', as: 'author' } },
  { $unwind: '$author' },
  { $lookup: { from: 'comment_reports', localField: '_id', foreignField: 'commentId', as: 'reports' } },
  {
    $project: {
      _id: 0,
      id: '$_id',
      domain: 1,
      userId: 1,
      rating: 1,
      text: 1,
      status: 1,
      createdAt: 1,
      updatedAt: 1,
      authorName: { $ifNull: ['$author.name', null] },
      // Reports are unique per (comment, reporter), so this counts distinct reporters.
      reportCount: { $size: '$reports' },
    },
  },
];

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export function createCommentRepository(models: Models): CommentRepository {
  const { comments, commentReports, users } = models;

  async function records(filter: QueryFilter<CommentDoc>, window?: { offset: number; limit: number }) {
    return comments.aggregate<CommentRecord>([
      { $match: filter },
      { $sort: NEWEST_FIRST },
      ...(window === undefined ? [] : [{ $skip: window.offset }, { $limit: window.limit }]),
      ...AS_RECORD,
    ]);
  }

  async function get(id: string): Promise<CommentRecord | null> {
    if (!isUuid(id)) return null;
    const [record] = await records({ _id: id });
    return record ?? null;
  }

  async function page(filter: QueryFilter<CommentDoc>, query: { page: number; pageSize: number }) {
    const { page, pageSize, offset } = pageOf(query);
    const [items, total] = await Promise.all([
      records(filter, { offset, limit: pageSize }),
      comments.countDocuments(filter),
    ]);
    return { items, total, page, pageSize };
  }

  /** Admin filters: status, whether anyone reported it, and a search of the domain or the text. */
  async function listFilter({ status, reported, q }: CommentListQuery): Promise<QueryFilter<CommentDoc>> {
    const filter: QueryFilter<CommentDoc> = {};
    if (status !== undefined) filter.status = status;
    if (reported !== undefined) {
      const reportedIds = await commentReports.distinct('commentId');
      filter._id = reported ? { $in: reportedIds } : { $nin: reportedIds };
    }
    const search = searchText(q);
    if (search !== null) filter.$or = [{ domain: containsText(search) }, { text: containsText(search) }];
    return filter;
  }

  return {
    async create(comment) {
      // PostgreSQL refuses a comment by an unknown account with its foreign key; so does this.
      if (!isUuid(comment.userId) || (await users.exists({ _id: comment.userId })) === null) {
        throw new Error('Comment author not found');
      }
      const id = randomUUID();
      await comments.create({ _id: id, ...newCommentRow(comment) });
      const created = await get(id);
      if (created === null) throw new Error('Inserted comment not found');
      return created;
    },

    get,

    async listForDomain(domain, query) {
      return page({ domain, status: 'approved' }, query);
    },

    async listByAuthorForDomain(userId, domain) {
      if (!isUuid(userId)) return [];
      return records({ userId, domain });
    },

    async list(query) {
      return page(await listFilter(query), query);
    },

    async summary(domain) {
      const [row] = await comments.aggregate<{
        approvedCount: number;
        averageRating: number | null;
        negativeAuthors: number;
        positiveAuthors: number;
      }>([
        { $match: { domain, status: 'approved' } },
        {
          $group: {
            _id: null,
            approvedCount: { $sum: 1 },
            averageRating: { $avg: '$rating' },
            negative: { $addToSet: { $cond: [{ $lte: ['$rating', 2] }, '$userId', null] } },
            positive: { $addToSet: { $cond: [{ $gte: ['$rating', 4] }, '$userId', null] } },
          },
        },
        {
          $project: {
            _id: 0,
            approvedCount: 1,
            averageRating: 1,
            // Distinct authors: a flood of comments from one account counts once.
            negativeAuthors: { $size: { $setDifference: ['$negative', [null]] } },
            positiveAuthors: { $size: { $setDifference: ['$positive', [null]] } },
          },
        },
      ]);
      return {
        domain,
        approvedCount: row?.approvedCount ?? 0,
        averageRating: row?.averageRating ?? null,
        negativeAuthors: row?.negativeAuthors ?? 0,
        positiveAuthors: row?.positiveAuthors ?? 0,
      };
    },

    async setStatus(id, status, now) {
      if (!isUuid(id)) return null;
      const { matchedCount } = await comments.updateOne(
        { _id: id },
        { $set: { status, updatedAt: now } },
        { runValidators: true },
      );
      if (matchedCount === 0) return null;
      if (status === 'approved') {
        // The first approval is kept: "ever approved" is what lets an author skip review later.
        await comments.updateOne({ _id: id, approvedAt: null }, { $set: { approvedAt: now } });
      }
      return get(id);
    },

    async delete(id) {
      if (!isUuid(id)) return false;
      const { deletedCount } = await comments.deleteOne({ _id: id });
      if (deletedCount === 0) return false;
      await commentReports.deleteMany({ commentId: id });
      return true;
    },

    async report(commentId, reporterId, reason, now) {
      if (!isUuid(commentId) || !isUuid(reporterId)) return false;
      const [comment, reporter] = await Promise.all([
        comments.exists({ _id: commentId }),
        users.exists({ _id: reporterId }),
      ]);
      if (comment === null) return false;
      if (reporter === null) return true;
      try {
        // Once per reporter: a repeated report matches the existing one and changes nothing.
        await commentReports.updateOne(
          { commentId, reporterId },
          { $setOnInsert: { _id: randomUUID(), reason, createdAt: now } },
          { upsert: true },
        );
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      return true;
    },

    async countApprovedByUser(userId) {
      if (!isUuid(userId)) return 0;
      return comments.countDocuments({ userId, approvedAt: { $ne: null } });
    },

    async countByUserSince(userId, since) {
      if (!isUuid(userId)) return 0;
      return comments.countDocuments({ userId, createdAt: { $gte: since } });
    },

    async countByStatus() {
      const rows = await comments.aggregate<{ _id: CommentStatus; total: number }>([
        { $group: { _id: '$status', total: { $sum: 1 } } },
      ]);
      return countsByKey(COMMENT_STATUSES, rows);
    },

    async deleteByUser(userId) {
      if (!isUuid(userId)) return 0;
      await commentReports.deleteMany({ reporterId: userId });
      return deleteCommentsOfUser(models, userId);
    },
  };
}

/** Deletes a user's comments and the reports on them; returns how many comments. */
export async function deleteCommentsOfUser(
  { comments, commentReports }: Models,
  userId: string,
): Promise<number> {
  const ids = await comments.distinct('_id', { userId });
  if (ids.length === 0) return 0;
  await commentReports.deleteMany({ commentId: { $in: ids } });
  const { deletedCount } = await comments.deleteMany({ _id: { $in: ids } });
  return deletedCount;
}
