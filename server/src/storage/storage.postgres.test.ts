import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { redactDatabaseUrl } from '../config/database-url';
import { describeStorageContract } from './contract/storage-contract';
import { openStorage } from './open-storage';
import type { Storage } from './ports';
import { StorageOpenError } from './storage-errors';

const serverUrl = process.env.TEST_DATABASE_URL;
const LABEL = 'storage contract: postgres (TEST_DATABASE_URL)';

if (serverUrl === undefined || serverUrl === '') {
  // vitest.config.ts leaves this file out when the variable is missing, except in CI, where it is required.
  describe(LABEL, () => {
    it('needs TEST_DATABASE_URL in CI', () => {
      throw new Error('Postgres contract suite skipped: TEST_DATABASE_URL not set (required when CI=true)');
    });
  });
} else {
  const runId = randomBytes(4).toString('hex');
  let opened = 0;

  /** Each call gets an empty database of its own on the test server, dropped when the storage closes. */
  const openFreshDatabase = async (): Promise<Storage> => {
    opened += 1;
    const database = `scamcheck_contract_${runId}_${opened}`;
    await admin(serverUrl, `create database "${database}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    const storage = await openStorage({
      adapter: 'postgres',
      url: url.href,
      label: `postgres at ${redactDatabaseUrl(url.href)}`,
      target: redactDatabaseUrl(url.href),
    });
    return {
      ...storage,
      async close() {
        await storage.close();
        await admin(serverUrl, `drop database if exists "${database}" with (force)`);
      },
    };
  };

  describeStorageContract(LABEL, openFreshDatabase);

  describe('opening postgres', () => {
    it('fails with one plain sentence when a migration cannot be applied', async () => {
      const database = `scamcheck_contract_${runId}_conflict`;
      await admin(serverUrl, `create database "${database}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      try {
        await admin(url.href, 'create table analyses (id integer)');
        const target = redactDatabaseUrl(url.href);
        await expect(
          openStorage({ adapter: 'postgres', url: url.href, label: target, target }),
        ).rejects.toThrow(new StorageOpenError('migrate', target, 'relation "analyses" already exists'));
      } finally {
        await admin(serverUrl, `drop database if exists "${database}" with (force)`);
      }
    });
  });
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
