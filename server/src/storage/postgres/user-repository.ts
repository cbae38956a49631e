import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { UserListQuery, UserRecord, UserRepository } from '../ports';
import type { Db } from './database';
import { users } from './schema';
import { escapeLike, isUuid, pageOf } from '../adapter-helpers';

export function createUserRepository(db: Db): UserRepository {
  return {
    async signIn(identity, now) {
      const { provider, subject, email, name, avatarUrl, role } = identity;
      // One statement, so two first sign-ins racing each other still create one account.
      const [row] = await db
        .insert(users)
        .values({
          id: randomUUID(),
          provider,
          subject,
          email,
          name,
          avatarUrl,
          role: role ?? 'user',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [users.provider, users.subject],
          set: { email, name, avatarUrl, updatedAt: now, ...(role === undefined ? {} : { role }) },
        })
        .returning();
      if (row === undefined) throw new Error('Sign-in upsert returned no row');
      return row;
    },

    async findById(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async update(id, changes, now) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    async delete(id) {
      if (!isUuid(id)) return false;
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      // Comments, reports, usage events and API keys go with the account (ON DELETE CASCADE).
      return deleted.length > 0;
    },

    async list(query) {
      const { page, pageSize, offset } = pageOf(query);
      const where = userFilter(query);
      const [items, totals] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), users.id)
          .limit(pageSize)
          .offset(offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { items, total: totals[0]?.total ?? 0, page, pageSize };
    },
  };
}

function userFilter({ q, role }: UserListQuery): SQL | undefined {
  const search = q?.trim() ?? '';
  const pattern = `%${escapeLike(search)}%`;
  return and(
    search === '' ? undefined : or(ilike(users.email, pattern), ilike(users.name, pattern)),
    role === undefined ? undefined : eq(users.role, role),
  );
}

/** Every column of a user, for joins that return the owner beside another row. */
export const userColumns = {
  id: users.id,
  provider: users.provider,
  subject: users.subject,
  email: users.email,
  name: users.name,
  avatarUrl: users.avatarUrl,
  role: users.role,
  plan: users.plan,
  disabled: users.disabled,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
} satisfies Record<keyof UserRecord, unknown>;
