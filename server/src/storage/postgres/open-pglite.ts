import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
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

// Run by a short-lived `node -e`: creates a cluster in the folder given, or in memory and writes its tar
// image to stdout. CommonJS, so it needs nothing but the path of PGlite's entry file.
const CREATE_CLUSTER = `
const { pglite, folder, options } = JSON.parse(process.argv[1]);
const { PGlite } = require(pglite);
(async () => {
  const db = folder === null ? new PGlite(options) : new PGlite(folder, options);
  await db.waitReady;
  if (folder === null) {
    const image = await db.dumpDataDir('none');
    process.stdout.write(Buffer.from(await image.arrayBuffer()));
  }
  await db.close();
})().catch((error) => {
  process.stderr.write(String(error && error.message ? error.message : error));
  process.exit(1);
});
`;

/**
 * Creates a new cluster (initdb) in a child process that exits when done. PGlite 0.4 runs initdb in a
 * second WebAssembly instance that peaks at ~800 MB and leaves ~150 MB behind in the process that ran
 * it, even after garbage collection; in a child the server never carries it. Resolves with the tar
 * image of an in-memory cluster, or null once the folder holds one.
 */
function createCluster(folder: string | null): Promise<Blob | null> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const child = spawn(
    process.execPath,
    ['-e', CREATE_CLUSTER, JSON.stringify({ pglite, folder, options: pgliteOptions() })],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stdout: Buffer[] = [];
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) {
        reject(new Error(`creating the database failed: ${stderr.trim() || `exit code ${code}`}`));
        return;
      }
      resolve(folder === null ? new Blob(stdout) : null);
    });
  });
}

/**
 * A fresh in-memory database copied from the first one this process created and migrated: creating a
 * cluster takes seconds, and tests open many in-memory databases. The copy is a tar image of an empty,
 * migrated cluster (~40 MB).
 */
let migratedEmptyCluster: Promise<Blob> | null = null;

async function openInMemory(): Promise<{ client: PGlite; isCopy: boolean }> {
  const template = migratedEmptyCluster;
  const migrated = template === null ? null : await template.catch(() => null);
  if (migrated !== null) {
    return { client: new PGlite({ ...pgliteOptions(), loadDataDir: migrated }), isCopy: true };
  }
  const created = await createCluster(null);
  return { client: new PGlite({ ...pgliteOptions(), loadDataDir: created ?? undefined }), isCopy: false };
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
      if (!existsSync(join(folder, 'PG_VERSION'))) await createCluster(folder);
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
