import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findServerPackageRoot } from '../lib/package-root';
import { openStorage } from './open-storage';
import { StorageOpenError } from './storage-errors';

/** Starts the real entry point (src/main.ts through tsx) as an operator would, and waits for it to exit. */
function runServer(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: findServerPackageRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'scamcheck-open-storage-')),
      LIVE_CHECKS: 'off',
      OCR_WARM_ON_START: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, output: stdout + stderr, stderr })),
  );
}

async function closedLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

describe('DATABASE_URL=mongodb://… at start', () => {
  it('exits 1 with one clear stderr line when the MongoDB server cannot be reached', async () => {
    const port = await closedLoopbackPort();
    const result = await runServer({
      DATABASE_URL: `mongodb://scamcheck:topsecret@127.0.0.1:${port}/scamcheck?serverSelectionTimeoutMS=500`,
    });
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n').filter((line) => line.trim() !== '')).toEqual([
      `scamcheck: cannot connect to the database at mongodb://scamcheck:***@127.0.0.1:${port}/scamcheck?serverSelectionTimeoutMS=500: connection refused`,
    ]);
    expect(result.output).not.toContain('topsecret');
  });
});

describe('opening MongoDB', () => {
  const openMongo = (url: string) => openStorage({ adapter: 'mongodb', url, label: url, target: url });

  it('fails with one plain sentence when no server answers', async () => {
    const url = `mongodb://127.0.0.1:${await closedLoopbackPort()}/scamcheck?serverSelectionTimeoutMS=300`;
    await expect(openMongo(url)).rejects.toThrow(new StorageOpenError('connect', url, 'connection refused'));
  });

  it('fails with the driver’s reason when the URL carries an option it does not know', async () => {
    const url = 'mongodb://127.0.0.1:1/scamcheck?notAnOption=1';
    await expect(openMongo(url)).rejects.toThrow(
      new StorageOpenError('connect', url, 'option notanoption is not supported'),
    );
  });
});
