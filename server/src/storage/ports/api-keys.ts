// API keys (only a hash and a prefix are kept).
import type { UserRecord } from './users';

export type ApiKeyRecord = {
  id: string;
  userId: string;
  name: string;
  /** The first characters of the key, shown in lists so a person can tell keys apart. */
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

export type NewApiKey = { userId: string; name: string; prefix: string; hash: string; createdAt: Date };

export type ApiKeyRepository = {
  create(key: NewApiKey): Promise<ApiKeyRecord>;
  /** Newest first. */
  listByUser(userId: string): Promise<ApiKeyRecord[]>;
  countByUser(userId: string): Promise<number>;
  /** The key whose SHA-256 hash this is, with its owner; null when none. */
  findByHash(hash: string): Promise<{ key: ApiKeyRecord; owner: UserRecord } | null>;
  /** Deletes the key only if `userId` owns it, so nobody can revoke another person's key. */
  revoke(userId: string, keyId: string): Promise<boolean>;
  markUsed(keyId: string, at: Date): Promise<void>;
};
