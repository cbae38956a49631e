import { randomUUID } from 'node:crypto';
import type { PipelineStage } from 'mongoose';
import type { ErrorEventRecord, ErrorEventRepository, ErrorGroupQuery } from '../ports';
import type { ErrorEventDoc } from './documents';
import type { Models } from './models';
import { asJson, containsText, searchText } from './query';
import { pageOf } from '../adapter-helpers';

type GroupRow = {
  _id: string;
  count: number;
  firstSeen: Date;
  lastSeen: Date;
  resolved: boolean;
  latestId: string;
};

export function createErrorEventRepository({ errorEvents }: Models): ErrorEventRepository {
  return {
    async record(event) {
      const id = randomUUID();
      const context = event.context === undefined ? null : event.context;
      await errorEvents.create({ _id: id, ...event, context: asJson(context), resolved: false });
      return { id, ...event, context, resolved: false };
    },

    async groups(query) {
      const { page, pageSize, offset } = pageOf(query);
      const [result] = await errorEvents.aggregate<{ items: GroupRow[]; total: { count: number }[] }>([
        ...groupStages(query),
        {
          $facet: {
            items: [{ $sort: { lastSeen: -1, _id: 1 } }, { $skip: offset }, { $limit: pageSize }],
            total: [{ $count: 'count' }],
          },
        },
      ]);
      const groups = result?.items ?? [];
      const latest = await errorEvents.find({ _id: { $in: groups.map((group) => group.latestId) } }).lean();
      const byId = new Map(latest.map((event) => [event._id, toEvent(event)]));
      const items = groups.flatMap(({ _id, count, firstSeen, lastSeen, resolved, latestId }) => {
        const event = byId.get(latestId);
        if (event === undefined) return []; // cleared between the two reads
        const { source, message, route } = event;
        return [
          { fingerprint: _id, source, message, route, count, firstSeen, lastSeen, resolved, latest: event },
        ];
      });
      return { items, total: result?.total[0]?.count ?? 0, page, pageSize };
    },

    async eventsOf(fingerprint, limit) {
      const rows = await errorEvents
        .find({ fingerprint })
        .sort({ createdAt: -1, _id: -1 })
        .limit(Math.max(1, Math.floor(limit)))
        .lean();
      return rows.map(toEvent);
    },

    async resolve(fingerprint) {
      const { modifiedCount } = await errorEvents.updateMany(
        { fingerprint, resolved: false },
        { $set: { resolved: true } },
      );
      return modifiedCount;
    },

    async clear({ resolvedOnly }) {
      const { deletedCount } = await errorEvents.deleteMany(resolvedOnly ? { resolved: true } : {});
      return deletedCount;
    },

    async countOpenGroups() {
      // A group is open while any of its events is unresolved.
      const [row] = await errorEvents.aggregate<{ count: number }>([
        { $match: { resolved: false } },
        { $group: { _id: '$fingerprint' } },
        { $count: 'count' },
      ]);
      return row?.count ?? 0;
    },
  };
}

/**
 * One row per fingerprint with its counts, times, whether every event is resolved and its newest
 * event. Source is one value per group (it is part of the fingerprint); the search matches a group
 * when any of its events matches, so a route that ever produced the error finds it.
 */
function groupStages({ source, resolved, q }: ErrorGroupQuery): PipelineStage[] {
  const search = searchText(q);
  const pattern = search === null ? null : containsText(search);
  const matches = (field: string) => ({ $regexMatch: { input: { $ifNull: [field, ''] }, regex: pattern } });
  return [
    { $match: source === undefined ? {} : { source } },
    { $sort: { createdAt: -1, _id: -1 } },
    {
      $group: {
        _id: '$fingerprint',
        count: { $sum: 1 },
        firstSeen: { $min: '$createdAt' },
        lastSeen: { $max: '$createdAt' },
        // false sorts before true, so the minimum is true only when every event is resolved.
        resolved: { $min: '$resolved' },
        latestId: { $first: '$_id' },
        ...(pattern === null ? {} : { matched: { $max: { $or: [matches('$message'), matches('$route')] } } }),
      },
    },
    {
      $match: {
        ...(resolved === undefined ? {} : { resolved }),
        ...(pattern === null ? {} : { matched: true }),
      },
    },
  ];
}

function toEvent({ _id, ...event }: ErrorEventDoc): ErrorEventRecord {
  return { id: _id, ...event };
}
