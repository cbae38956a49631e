import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { ApiKeyRepository } from '../ports';
import type { Db } from './database';
import { apiKeys, users } from './schema';
import { userColumns } from './user-repository';
import { isUuid } from '../adapter-helpers';

const keyColumns = {
  id: apiKeys.id,
  userId: apiKeys.userId,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

export function createApiKeyRepository(db: Db): ApiKeyRepository {
  return {
    async create({ userId, name, prefix, hash, createdAt }) {
      const id = randomUUID();
      await db.insert(apiKeys).values({ id, userId, name, prefix, hash, createdAt });
      return { id, userId, name, prefix, createdAt, lastUsedAt: null };
    },

    async listByUser(userId) {
      if (!isUuid(userId)) return [];
      return db
        .select(keyColumns)
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(desc(apiKeys.createdAt), apiKeys.id);
    },

    async countByUser(userId) {
      if (!isUuid(userId)) return 0;
      const [row] = await db.select({ total: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
      return row?.total ?? 0;
    },

    async findByHash(hash) {
      const [row] = await db
        .select({ key: keyColumns, owner: userColumns })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(eq(apiKeys.hash, hash));
      return row ?? null;
    },

    async revoke(userId, keyId) {
      if (!isUuid(userId) || !isUuid(keyId)) return false;
      const deleted = await db
        .delete(apiKeys)
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
        .returning({ id: apiKeys.id });
      return deleted.length > 0;
    },

    async markUsed(keyId, at) {
      if (!isUuid(keyId)) return;
      await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
    },
  };
}
