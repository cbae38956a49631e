import { randomUUID } from 'node:crypto';
import type { QueryFilter } from 'mongoose';
import type { UserListQuery, UserRecord, UserRepository } from '../ports';
import { deleteCommentsOfUser } from './comment-repository';
import type { UserDoc } from './documents';
import type { Models } from './models';
import { containsText, isDuplicateKeyError, searchText } from './query';
import { isUuid, pageOf } from '../adapter-helpers';

export function createUserRepository(models: Models): UserRepository {
  const { users, apiKeys, commentReports, usageEvents } = models;
  return {
    async signIn(identity, now) {
      const { provider, subject, email, name, avatarUrl, role } = identity;
      const update = {
        $set: { email, name, avatarUrl, updatedAt: now, ...(role === undefined ? {} : { role }) },
        $setOnInsert: {
          _id: randomUUID(),
          plan: 'free' as const,
          disabled: false,
          createdAt: now,
          ...(role === undefined ? { role: 'user' as const } : {}),
        },
      };
      const upsert = () =>
        users
          .findOneAndUpdate({ provider, subject }, update, {
            upsert: true,
            returnDocument: 'after',
            runValidators: true,
          })
          .lean();
      // Two first sign-ins racing each other: the unique (provider, subject) index lets one insert
      // win; the other's retry then finds that account and updates it.
      const row = await upsert().catch((error: unknown) => {
        if (isDuplicateKeyError(error)) return upsert();
        throw error;
      });
      if (row === null) throw new Error('Sign-in upsert returned no document');
      return toUser(row);
    },

    async findById(id) {
      if (!isUuid(id)) return null;
      const row = await users.findOne({ _id: id }).lean();
      return row === null ? null : toUser(row);
    },

    async update(id, changes, now) {
      if (!isUuid(id)) return null;
      const row = await users
        .findOneAndUpdate(
          { _id: id },
          { $set: { ...definedOnly(changes), updatedAt: now } },
          { returnDocument: 'after', runValidators: true },
        )
        .lean();
      return row === null ? null : toUser(row);
    },

    async delete(id) {
      if (!isUuid(id)) return false;
      const { deletedCount } = await users.deleteOne({ _id: id });
      if (deletedCount === 0) return false;
      // What PostgreSQL cascades: keys, comments (with the reports on them), reports and usage events.
      // The account is gone first, so whatever is left behind by a failure here is already unreachable
      // (keys and comments are only read together with their owner).
      await Promise.all([
        apiKeys.deleteMany({ userId: id }),
        deleteCommentsOfUser(models, id),
        commentReports.deleteMany({ reporterId: id }),
        usageEvents.deleteMany({ userId: id }),
      ]);
      return true;
    },

    async list(query) {
      const { page, pageSize, offset } = pageOf(query);
      const filter = userFilter(query);
      const [rows, total] = await Promise.all([
        users.find(filter).sort({ createdAt: -1, _id: 1 }).skip(offset).limit(pageSize).lean(),
        users.countDocuments(filter),
      ]);
      return { items: rows.map(toUser), total, page, pageSize };
    },
  };
}

export function toUser({ _id, ...user }: UserDoc): UserRecord {
  return { id: _id, ...user };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}

function userFilter({ q, role }: UserListQuery): QueryFilter<UserDoc> {
  const search = searchText(q);
  const pattern = search === null ? null : containsText(search);
  return {
    ...(pattern === null ? {} : { $or: [{ email: pattern }, { name: pattern }] }),
    ...(role === undefined ? {} : { role }),
  };
}
