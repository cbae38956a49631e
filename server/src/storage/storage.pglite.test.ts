import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStorageContract } from './contract/storage-contract';
import { openStorage } from './open-storage';

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
