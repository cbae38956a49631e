import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, isNotNull, not, or, sql, type SQL } from 'drizzle-orm';
import { COMMENT_STATUSES, type CommentListQuery, type CommentRepository } from '../ports';
import type { Db } from './database';
import { commentReports, comments, users } from './schema';
import { escapeLike, isUuid, newCommentRow, pageOf, zeroFilledCounts } from '../adapter-helpers';

const isReported = sql`exists (select 1 from ${commentReports} where ${commentReports.commentId} = ${comments.id})`;

const recordColumns = {
  id: comments.id,
  domain: comments.domain,
  userId: comments.userId,
  rating: comments.rating,
  text: comments.text,
  status: comments.status,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  authorName: users.name,
  // Reports are keyed by (comment, reporter), so this counts distinct reporters.
  reportCount:
    sql<number>`(select count(*) from ${commentReports} where ${commentReports.commentId} = ${comments.id})`.mapWith(
      Number,
    ),
};

export function createCommentRepository(db: Db): CommentRepository {
  const select = () =>
    db.select(recordColumns).from(comments).innerJoin(users, eq(users.id, comments.userId));

  async function get(id: string) {
    if (!isUuid(id)) return null;
    const [row] = await select().where(eq(comments.id, id));
    return row ?? null;
  }

  async function page(where: SQL | undefined, query: { page: number; pageSize: number }) {
    const { page, pageSize, offset } = pageOf(query);
    const [items, totals] = await Promise.all([
      select()
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(pageSize)
        .offset(offset),
      db.select({ total: count() }).from(comments).where(where),
    ]);
    return { items, total: totals[0]?.total ?? 0, page, pageSize };
  }

  return {
    async create(comment) {
      const id = randomUUID();
      await db.insert(comments).values({ id, ...newCommentRow(comment) });
      const created = await get(id);
      if (created === null) throw new Error('Inserted comment not found');
      return created;
    },

    get,

    async listForDomain(domain, query) {
      return page(and(eq(comments.domain, domain), eq(comments.status, 'approved')), query);
    },

    async listByAuthorForDomain(userId, domain) {
      if (!isUuid(userId)) return [];
      return select()
        .where(and(eq(comments.userId, userId), eq(comments.domain, domain)))
        .orderBy(desc(comments.createdAt), desc(comments.id));
    },

    async list(query) {
      return page(listFilter(query), query);
    },

    async summary(domain) {
      const [row] = await db
        .select({
          approvedCount: count(),
          averageRating: sql<number | null>`avg(${comments.rating})::float8`,
          negativeAuthors:
            sql<number>`count(distinct ${comments.userId}) filter (where ${comments.rating} <= 2)`.mapWith(
              Number,
            ),
          positiveAuthors:
            sql<number>`count(distinct ${comments.userId}) filter (where ${comments.rating} >= 4)`.mapWith(
              Number,
            ),
        })
        .from(comments)
        .where(and(eq(comments.domain, domain), eq(comments.status, 'approved')));
      const average = row?.averageRating ?? null;
      return {
        domain,
        approvedCount: row?.approvedCount ?? 0,
        averageRating: average === null ? null : Number(average),
        negativeAuthors: row?.negativeAuthors ?? 0,
        positiveAuthors: row?.positiveAuthors ?? 0,
      };
    },

    async setStatus(id, status, now) {
      if (!isUuid(id)) return null;
      const updated = await db
        .update(comments)
        .set({
          status,
          updatedAt: now,
          ...(status === 'approved'
            ? { approvedAt: sql`coalesce(${comments.approvedAt}, ${now.toISOString()}::timestamptz)` }
            : {}),
        })
        .where(eq(comments.id, id))
        .returning({ id: comments.id });
      return updated.length === 0 ? null : get(id);
    },

    async delete(id) {
      if (!isUuid(id)) return false;
      const deleted = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
      return deleted.length > 0;
    },

    async report(commentId, reporterId, reason, now) {
      if (!isUuid(commentId) || !isUuid(reporterId)) return false;
      // One statement: the comment and the reporter must exist, and a repeated report changes nothing.
      await db.execute(sql`
        insert into ${commentReports} (comment_id, reporter_id, reason, created_at)
        select ${comments.id}, ${users.id}, ${reason}, ${now.toISOString()}::timestamptz
        from ${comments} cross join ${users}
        where ${comments.id} = ${commentId} and ${users.id} = ${reporterId}
        on conflict do nothing`);
      const [known] = await db.select({ id: comments.id }).from(comments).where(eq(comments.id, commentId));
      return known !== undefined;
    },

    async countApprovedByUser(userId) {
      if (!isUuid(userId)) return 0;
      const [row] = await db
        .select({ total: count() })
        .from(comments)
        .where(and(eq(comments.userId, userId), isNotNull(comments.approvedAt)));
      return row?.total ?? 0;
    },

    async countByUserSince(userId, since) {
      if (!isUuid(userId)) return 0;
      const [row] = await db
        .select({ total: count() })
        .from(comments)
        .where(and(eq(comments.userId, userId), gte(comments.createdAt, since)));
      return row?.total ?? 0;
    },

    async countByStatus() {
      const rows = await db
        .select({ key: comments.status, total: count() })
        .from(comments)
        .groupBy(comments.status);
      return zeroFilledCounts(COMMENT_STATUSES, rows);
    },

    async deleteByUser(userId) {
      if (!isUuid(userId)) return 0;
      return db.transaction(async (tx) => {
        await tx.delete(commentReports).where(eq(commentReports.reporterId, userId));
        // Reports on the user's own comments go with them (ON DELETE CASCADE).
        const deleted = await tx
          .delete(comments)
          .where(eq(comments.userId, userId))
          .returning({ id: comments.id });
        return deleted.length;
      });
    },
  };
}

function listFilter({ status, reported, q }: CommentListQuery): SQL | undefined {
  const search = q?.trim() ?? '';
  const pattern = `%${escapeLike(search)}%`;
  const reportedFilter = reported === undefined ? undefined : reported ? isReported : not(isReported);
  return and(
    status === undefined ? undefined : eq(comments.status, status),
    reportedFilter,
    search === '' ? undefined : or(ilike(comments.domain, pattern), ilike(comments.text, pattern)),
  );
}
