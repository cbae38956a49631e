import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite as PGliteV03 } from 'pglite-v03';
import { describe, expect, it } from 'vitest';
import { describeStorageContract } from './contract/storage-contract';
import { openStorage } from './open-storage';
import { migrationsFolder } from './postgres/migrations-folder';
import { openPglite, PGLITE_SHARED_BUFFERS } from './postgres/open-pglite';
import { createPostgresStorage } from './postgres/postgres-storage';

describeStorageContract('storage contract: pglite (in-memory)', () =>
  openStorage({ adapter: 'pglite-memory', label: 'pglite in memory', target: 'memory://' }),
);

describe('pglite in DATA_DIR', () => {
  it('creates the folder and keeps data across restarts', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'scamcheck-pglite-')), 'missing', 'data');
    const config = { adapter: 'pglite', dataDir, label: `pglite at ${dataDir}`, target: dataDir } as const;

    const first = await openStorage(config);
    await first.settings.set('greeting', { text: 'still here' });
    await first.close();
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);

    const second = await openStorage(config);
    try {
      expect(second.adapter).toBe('pglite');
      expect(await second.settings.get('greeting')).toEqual({ text: 'still here' });
    } finally {
      await second.close();
    }
  });
});

describe('a DATA_DIR written by PGlite 0.3 (ScamCheck 1.2 and earlier)', () => {
  it('opens with its data and takes new writes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scamcheck-pglite-v03-'));
    // What an earlier release did: PGlite 0.3 with its defaults, migrated, one setting stored.
    const old = new PGliteV03(join(dataDir, 'pglite'));
    await old.waitReady;
    const oldDb = drizzle({ client: old as never });
    await migrate(oldDb, { migrationsFolder: migrationsFolder() });
    const written = createPostgresStorage('pglite', { db: oldDb, close: () => old.close() });
    await written.settings.set('greeting', { text: 'from 0.3' });
    await written.close();

    const config = { adapter: 'pglite', dataDir, label: `pglite at ${dataDir}`, target: dataDir } as const;
    const reopened = await openStorage(config);
    try {
      expect(await reopened.settings.get('greeting')).toEqual({ text: 'from 0.3' });
      await reopened.settings.set('greeting', { text: 'and 0.4' });
      expect(await reopened.settings.get('greeting')).toEqual({ text: 'and 0.4' });
    } finally {
      await reopened.close();
    }
  });
});

describe('embedded Postgres settings', () => {
  it('runs with a 16 MB buffer cache instead of the 128 MB default', async () => {
    const { db, close } = await openPglite(null, 'memory://');
    try {
      const result = (await db.execute(sql`show shared_buffers`)) as { rows: { shared_buffers: string }[] };
      expect(result.rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await close();
    }
  });
});
