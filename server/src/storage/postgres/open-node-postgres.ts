import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describeDriverError, StorageOpenError } from '../storage-errors';
import type { OpenedDatabase } from './open-pglite';
import { migrationsFolder } from './migrations-folder';

// Any constant works; it only has to be the same for every replica of this app.
const MIGRATION_LOCK_KEY = 727_274_001;

type NodePostgresOptions = { url: string; target: string; onPoolError?: (error: Error) => void };

/** A PostgreSQL server through a node-postgres pool; migrations run under an advisory lock. */
export async function openNodePostgres({
  url,
  target,
  onPoolError,
}: NodePostgresOptions): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => onPoolError?.(error));
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end();
    throw new StorageOpenError('connect', target, describeDriverError(error), { cause: error });
  }
  try {
    // Replicas starting together would otherwise apply the same migration twice.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (error) {
    client.release(true);
    await pool.end();
    throw new StorageOpenError('migrate', target, describeDriverError(error), { cause: error });
  }
  return { db: drizzle({ client: pool }), close: () => pool.end() };
}
