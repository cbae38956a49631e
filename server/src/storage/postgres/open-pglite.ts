import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describeDriverError, StorageOpenError } from '../storage-errors';
import type { Db } from './database';
import { migrationsFolder } from './migrations-folder';

export type OpenedDatabase = { db: Db; close: () => Promise<void> };

/**
 * Postgres' buffer cache inside PGlite. PGlite's default is Postgres' 128 MB, which a WebAssembly
 * instance touches and never gives back; this database is small and the operating system caches
 * its files anyway (docs/performance.md has the measurements).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PGlite 0.3 kept everything in the `template1` database, PGlite 0.4 defaults to `postgres`. Both
 * exist in every cluster, so naming `template1` opens a data directory written by 0.3 with all its
 * data, and new ones work the same way.
 */
const DATABASE = 'template1';

export function pgliteOptions(): PGliteOptions {
  return {
    database: DATABASE,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
}

/**
 * A fresh in-memory database copied from the first one this process created and migrated: PGlite 0.4
 * runs initdb for every new cluster, which takes seconds and hundreds of MB for a moment, and tests
 * open many in-memory databases. The copy is a tar image of an empty, migrated cluster (~40 MB).
 */
let migratedEmptyCluster: Promise<Blob> | null = null;

async function openInMemory(): Promise<{ client: PGlite; isCopy: boolean }> {
  const template = migratedEmptyCluster;
  if (template !== null) {
    const image = await template.catch(() => null);
    if (image !== null)
      return { client: new PGlite({ ...pgliteOptions(), loadDataDir: image }), isCopy: true };
  }
  return { client: new PGlite(pgliteOptions()), isCopy: false };
}

/** Embedded PostgreSQL: files under `<dataDir>/pglite`, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null, target: string): Promise<OpenedDatabase> {
  let client: PGlite;
  let isCopy = false;
  try {
    if (dataDir === null) {
      ({ client, isCopy } = await openInMemory());
    } else {
      const folder = join(dataDir, 'pglite');
      mkdirSync(folder, { recursive: true });
      client = new PGlite(folder, pgliteOptions());
    }
    await client.waitReady;
  } catch (error) {
    throw new StorageOpenError('connect', target, describeDriverError(error), { cause: error });
  }
  const db = drizzle({ client });
  try {
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await client.close();
    throw new StorageOpenError('migrate', target, describeDriverError(error), { cause: error });
  }
  if (dataDir === null && !isCopy && migratedEmptyCluster === null) {
    const image = client.dumpDataDir('none');
    migratedEmptyCluster = image;
    // Without a copy every in-memory database is simply built from scratch again.
    image.catch(() => (migratedEmptyCluster = null));
    await image.catch(() => undefined);
  }
  return { db, close: () => client.close() };
}
