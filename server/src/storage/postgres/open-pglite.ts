import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describeDriverError, StorageOpenError } from '../storage-errors';
import type { Db } from './database';
import { migrationsFolder } from './migrations-folder';

export type OpenedDatabase = { db: Db; close: () => Promise<void> };

/** Embedded PostgreSQL: files under `<dataDir>/pglite`, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null, target: string): Promise<OpenedDatabase> {
  let client: PGlite;
  try {
    if (dataDir === null) {
      client = new PGlite();
    } else {
      const folder = join(dataDir, 'pglite');
      mkdirSync(folder, { recursive: true });
      client = new PGlite(folder);
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
