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

// Run by a short-lived `node -e`: creates a cluster in the folder given (or in memory, then writes its
// tar image to stdout) and applies the migrations. CommonJS, so it needs only the modules' paths.
const CREATE_CLUSTER = `
const { modules, migrationsFolder, folder, options } = JSON.parse(process.argv[1]);
const { PGlite } = require(modules.pglite);
const { drizzle } = require(modules.drizzle);
const { migrate } = require(modules.migrator);
(async () => {
  const client = folder === null ? new PGlite(options) : new PGlite(folder, options);
  await client.waitReady;
  await migrate(drizzle({ client }), { migrationsFolder });
  if (folder === null) {
    const image = await client.dumpDataDir('none');
    process.stdout.write(Buffer.from(await image.arrayBuffer()));
  }
  await client.close();
})().catch((error) => {
  process.stderr.write(String(error && error.message ? error.message : error));
  process.exit(1);
});
`;

/**
 * Creates and migrates a new cluster in a child process that exits when done. PGlite 0.4 runs initdb
 * in a second WebAssembly instance that peaks at ~800 MB and leaves ~150 MB behind in the process that
 * ran it, even after garbage collection, and the first migration grows PGlite's memory for good; in a
 * child the server carries neither. Resolves with the tar image of an in-memory cluster, or null once
 * the folder holds one.
 */
function createCluster(folder: string | null): Promise<Blob | null> {
  const require = createRequire(import.meta.url);
  const modules = {
    pglite: require.resolve('@electric-sql/pglite'),
    drizzle: require.resolve('drizzle-orm/pglite'),
    migrator: require.resolve('drizzle-orm/pglite/migrator'),
  };
  const job = { modules, migrationsFolder: migrationsFolder(), folder, options: pgliteOptions() };
  const child = spawn(process.execPath, ['-e', CREATE_CLUSTER, JSON.stringify(job)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
 * Every in-memory database of this process starts as a copy of one migrated, empty cluster (a ~40 MB tar
 * image, made once): creating a cluster takes seconds, and tests open many in-memory databases.
 */
let emptyCluster: Promise<Blob | null> | null = null;

async function openInMemory(): Promise<PGlite> {
  emptyCluster ??= createCluster(null);
  const image = await emptyCluster.catch((error: unknown) => {
    // A failed attempt is not kept: the next in-memory database tries again.
    emptyCluster = null;
    throw error;
  });
  return new PGlite({ ...pgliteOptions(), loadDataDir: image ?? undefined });
}

/** Embedded PostgreSQL: files under `<dataDir>/pglite`, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null, target: string): Promise<OpenedDatabase> {
  let client: PGlite;
  try {
    if (dataDir === null) {
      client = await openInMemory();
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
  return { db, close: () => client.close() };
}
