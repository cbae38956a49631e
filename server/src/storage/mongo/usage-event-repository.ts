import { randomUUID } from 'node:crypto';
import {
  USAGE_EVENT_KINDS,
  type UsageEventKind,
  type UsageEventRecord,
  type UsageEventRepository,
} from '../ports';
import type { UsageEventDoc } from './documents';
import type { Models } from './models';
import { countsByKey } from './query';
import { isUuid, pageOf } from '../adapter-helpers';

/** The kinds a person sees in their own history. */
const HISTORY_KINDS: UsageEventKind[] = ['analysis', 'image'];

export function createUsageEventRepository({ usageEvents, users }: Models): UsageEventRepository {
  return {
    async record(event) {
      // An id that names no account (deleted meanwhile, or not an id at all) keeps the event, anonymously.
      const isKnownUser =
        event.userId !== null && isUuid(event.userId) && (await users.exists({ _id: event.userId })) !== null;
      await usageEvents.create({ _id: randomUUID(), ...event, userId: isKnownUser ? event.userId : null });
    },

    async historyOfUser(userId, query) {
      const { page, pageSize, offset } = pageOf(query);
      if (!isUuid(userId)) return { items: [], total: 0, page, pageSize };
      const filter = { userId, kind: { $in: HISTORY_KINDS } };
      const [rows, total] = await Promise.all([
        usageEvents.find(filter).sort({ createdAt: -1, _id: -1 }).skip(offset).limit(pageSize).lean(),
        usageEvents.countDocuments(filter),
      ]);
      return { items: rows.map(toUsageEvent), total, page, pageSize };
    },

    async countsSince(since) {
      const rows = await usageEvents.aggregate<{ _id: UsageEventKind; total: number }>([
        { $match: { createdAt: { $gte: since } } },
        { $group: { _id: '$kind', total: { $sum: 1 } } },
      ]);
      return countsByKey(USAGE_EVENT_KINDS, rows);
    },

    async deleteByUser(userId) {
      if (!isUuid(userId)) return 0;
      const { deletedCount } = await usageEvents.deleteMany({ userId });
      return deletedCount;
    },
  };
}

function toUsageEvent({ _id, ...event }: UsageEventDoc): UsageEventRecord {
  return { id: _id, ...event };
}
