import type { SessionRepository } from '../ports';
import type { Models } from './models';
import { asJson } from './query';

export function createSessionRepository({ sessions }: Models): SessionRepository {
  return {
    async get(sid) {
      const row = await sessions.findOne({ _id: sid, expiresAt: { $gt: new Date() } }).lean();
      return row?.data ?? null;
    },

    async set(sid, data, expiresAt) {
      // A replacement (not $set) so session data may hold any JSON keys, `$` and dots included.
      await sessions.replaceOne({ _id: sid }, { _id: sid, data: asJson(data), expiresAt }, { upsert: true });
    },

    async destroy(sid) {
      await sessions.deleteOne({ _id: sid });
    },

    async touch(sid, expiresAt) {
      await sessions.updateOne({ _id: sid }, { $set: { expiresAt } });
    },

    async purgeExpired(now) {
      // The TTL index deletes expired sessions too; this keeps the port's answer exact meanwhile.
      const { deletedCount } = await sessions.deleteMany({ expiresAt: { $lte: now } });
      return deletedCount;
    },
  };
}
