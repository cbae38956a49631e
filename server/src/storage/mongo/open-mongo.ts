import type { Connection } from 'mongoose';
import type { Storage } from '../ports';
import { describeDriverError, StorageOpenError } from '../storage-errors';
import { createModels } from './models';
import { createMongoStorage } from './mongo-storage';

/** The database used when the URL names none (mongoose would otherwise pick "test"). */
export const DEFAULT_DATABASE = 'scamcheck';

/** How long to look for a usable server before giving up, unless the URL sets serverSelectionTimeoutMS. */
const SERVER_SELECTION_TIMEOUT_MS = 10_000;

type MongoOptions = { url: string; target: string; onBackgroundError?: (error: Error) => void };

/**
 * Connects to MongoDB and creates the indexes every query needs (createIndexes is idempotent and
 * never drops anything, so replicas starting together and older versions still running are fine).
 * Fails with a StorageOpenError whose message is one plain sentence for the operator.
 */
export async function openMongoStorage({ url, target, onBackgroundError }: MongoOptions): Promise<Storage> {
  // Loaded here, not at the top: PostgreSQL deployments never pay mongoose's start-up time and memory.
  const { default: mongoose } = await import('mongoose');
  let isOpen = false;
  let connection: Connection;
  try {
    connection = mongoose.createConnection(url, {
      ...(databaseNameOf(url) === null ? { dbName: DEFAULT_DATABASE } : {}),
      ...(hasUrlOption(url, 'serverSelectionTimeoutMS')
        ? {}
        : { serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS }),
      // Indexes are created below, where a failure stops the start instead of being logged later.
      autoIndex: false,
      autoCreate: false,
      // Fail fast while the server is unreachable instead of queueing requests in memory.
      bufferCommands: false,
    });
    // A dropped connection after start is logged; the driver reconnects by itself.
    connection.on('error', (error: Error) => {
      if (isOpen) onBackgroundError?.(error);
    });
    await connection.asPromise();
  } catch (error) {
    throw new StorageOpenError('connect', target, describeMongoError(error), { cause: error });
  }
  const models = createModels(connection);
  try {
    await Promise.all(Object.values(models).map((model) => model.createIndexes()));
  } catch (error) {
    await connection.close();
    throw new StorageOpenError('migrate', target, describeMongoError(error), { cause: error });
  }
  isOpen = true;
  return createMongoStorage(connection, models);
}

/**
 * A short reason for a failed connection: server selection errors carry each server's own error
 * (ECONNREFUSED…) in `reason.servers`; the first one says it best.
 */
export function describeMongoError(error: unknown): string {
  const [first] = serverErrors(error);
  return describeDriverError(first ?? error);
}

function serverErrors(error: unknown): unknown[] {
  if (typeof error !== 'object' || error === null || !('reason' in error)) return [];
  const { reason } = error;
  if (typeof reason !== 'object' || reason === null || !('servers' in reason)) return [];
  if (!(reason.servers instanceof Map)) return [];
  return [...(reason.servers as Map<string, unknown>).values()].flatMap((server) =>
    typeof server === 'object' && server !== null && 'error' in server && server.error != null
      ? [server.error]
      : [],
  );
}

// scheme://[credentials@]hosts[/database][?options]
const MONGO_URL_PARTS = /^(mongodb(?:\+srv)?:\/\/[^/?#]*)(?:\/([^?#]*))?(?:\?([^#]*))?$/i;

/** The database a MongoDB URL names, or null when it names none. */
export function databaseNameOf(url: string): string | null {
  const name = MONGO_URL_PARTS.exec(url)?.[2] ?? '';
  return name === '' ? null : decodeURIComponent(name);
}

/** The same URL pointing at another database, options kept (tests use one database per storage). */
export function withDatabaseName(url: string, database: string): string {
  const parts = MONGO_URL_PARTS.exec(url);
  if (parts?.[1] === undefined) throw new Error('Not a MongoDB URL');
  const options = parts[3] === undefined ? '' : `?${parts[3]}`;
  return `${parts[1]}/${encodeURIComponent(database)}${options}`;
}

/** Whether the URL sets this option (option names are case-insensitive in MongoDB URLs). */
export function hasUrlOption(url: string, option: string): boolean {
  const query = MONGO_URL_PARTS.exec(url)?.[3] ?? '';
  return [...new URLSearchParams(query).keys()].some((key) => key.toLowerCase() === option.toLowerCase());
}
