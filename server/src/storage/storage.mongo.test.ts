import { randomBytes } from 'node:crypto';
import { MongoBinary, MongoMemoryServer } from 'mongodb-memory-server-core';
import mongoose from 'mongoose';
import { afterAll, describe, it } from 'vitest';
import { redactDatabaseUrl } from '../config/database-url';
import { describeStorageContract } from './contract/storage-contract';
import { withDatabaseName } from './mongo/open-mongo';
import { openStorage } from './open-storage';
import type { Storage } from './ports';

/**
 * The storage contract against MongoDB: the server named by TEST_MONGODB_URI, or else a mongod
 * that mongodb-memory-server finds or downloads (MONGOMS_* variables steer it). Neither exists on
 * machines without MongoDB and without internet access: the suite is then skipped, in CI too.
 */

const LABEL = 'storage contract: mongodb';
const SKIPPED = 'MongoDB contract suite skipped: no server';
// Bounds, so a machine whose network drops packets (instead of refusing) never hangs the run.
const BINARY_TIMEOUT_MS = 60_000;
const START_TIMEOUT_MS = 30_000;

type TestServer = { uri: string; stop(): Promise<void> };

async function findServer(): Promise<TestServer | null> {
  const configured = process.env.TEST_MONGODB_URI;
  if (configured !== undefined && configured !== '')
    return { uri: configured, stop: () => Promise.resolve() };
  try {
    await within(BINARY_TIMEOUT_MS, MongoBinary.getPath());
    const server = await within(START_TIMEOUT_MS, MongoMemoryServer.create());
    return { uri: server.getUri(), stop: () => server.stop().then(() => undefined) };
  } catch {
    return null;
  }
}

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function dropDatabase(url: string): Promise<void> {
  const connection = await mongoose.createConnection(url, { serverSelectionTimeoutMS: 5_000 }).asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

const server = await findServer();

if (server === null) {
  // vitest.config.ts includes this file only when a server was named or asked for.
  describe(LABEL, () => {
    it('needs TEST_MONGODB_URI, or a mongod binary mongodb-memory-server can find or download', () => {
      throw new Error(SKIPPED);
    });
  });
} else {
  afterAll(() => server.stop());
  const runId = randomBytes(4).toString('hex');
  let opened = 0;

  /** Each call gets an empty database of its own, dropped when the storage closes. */
  const openFreshDatabase = async (): Promise<Storage> => {
    opened += 1;
    const url = withDatabaseName(server.uri, `scamcheck_contract_${runId}_${opened}`);
    const target = redactDatabaseUrl(url);
    const storage = await openStorage({ adapter: 'mongodb', url, label: `mongodb at ${target}`, target });
    return {
      ...storage,
      async close() {
        await storage.close();
        await dropDatabase(url);
      },
    };
  };

  describeStorageContract(LABEL, openFreshDatabase);
}
