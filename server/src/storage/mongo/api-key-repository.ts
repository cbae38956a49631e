import { randomUUID } from 'node:crypto';
import type { ApiKeyRecord, ApiKeyRepository } from '../ports';
import type { ApiKeyDoc } from './documents';
import type { Models } from './models';
import { toUser } from './user-repository';
import { isUuid } from '../adapter-helpers';

export function createApiKeyRepository({ apiKeys, users }: Models): ApiKeyRepository {
  return {
    async create({ userId, name, prefix, hash, createdAt }) {
      const id = randomUUID();
      await apiKeys.create({ _id: id, userId, name, prefix, hash, createdAt, lastUsedAt: null });
      return { id, userId, name, prefix, createdAt, lastUsedAt: null };
    },

    async listByUser(userId) {
      if (!isUuid(userId)) return [];
      const rows = await apiKeys.find({ userId }).sort({ createdAt: -1, _id: 1 }).lean();
      return rows.map(toKey);
    },

    async countByUser(userId) {
      if (!isUuid(userId)) return 0;
      return apiKeys.countDocuments({ userId });
    },

    async findByHash(hash) {
      const key = await apiKeys.findOne({ hash }).lean();
      if (key === null) return null;
      // A key whose account is gone (deleted meanwhile) is no key at all.
      const owner = await users.findOne({ _id: key.userId }).lean();
      return owner === null ? null : { key: toKey(key), owner: toUser(owner) };
    },

    async revoke(userId, keyId) {
      if (!isUuid(userId) || !isUuid(keyId)) return false;
      const { deletedCount } = await apiKeys.deleteOne({ _id: keyId, userId });
      return deletedCount > 0;
    },

    async markUsed(keyId, at) {
      if (!isUuid(keyId)) return;
      await apiKeys.updateOne({ _id: keyId }, { $set: { lastUsedAt: at } });
    },
  };
}

function toKey({ _id, userId, name, prefix, createdAt, lastUsedAt }: ApiKeyDoc): ApiKeyRecord {
  return { id: _id, userId, name, prefix, createdAt, lastUsedAt };
}
