import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAndRestart, startCrashWorld, type CrashWorld } from './crash-scenario';

describe('kill -9 during a burst of writes, on PGlite', () => {
  let world: CrashWorld;
  beforeAll(async () => {
    world = await startCrashWorld();
  });
  afterAll(() => world.close());

  it('keeps every acknowledged analysis and comment after a restart on the same DATA_DIR', async () => {
    const storage = { DATA_DIR: mkdtempSync(join(tmpdir(), 'scamcheck-crash-')) };
    const { acked, missing, exitCode } = await killAndRestart(world, storage, 'PGlite');
    expect(acked.analyses.length + acked.comments.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(exitCode).toBe(0);
  }, 300_000);
});
