import { and, eq, gt, lte } from 'drizzle-orm';
import type { SessionRepository } from '../ports';
import type { Db } from './database';
import { sessions } from './schema';

export function createSessionRepository(db: Db): SessionRepository {
  return {
    async get(sid) {
      const [row] = await db
        .select({ data: sessions.data })
        .from(sessions)
        .where(and(eq(sessions.sid, sid), gt(sessions.expiresAt, new Date())));
      return row?.data ?? null;
    },

    async set(sid, data, expiresAt) {
      await db
        .insert(sessions)
        .values({ sid, data, expiresAt })
        .onConflictDoUpdate({ target: sessions.sid, set: { data, expiresAt } });
    },

    async destroy(sid) {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },

    async touch(sid, expiresAt) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.sid, sid));
    },

    async purgeExpired(now) {
      const purged = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ sid: sessions.sid });
      return purged.length;
    },
  };
}
