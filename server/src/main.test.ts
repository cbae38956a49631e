import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findServerPackageRoot } from './lib/package-root';

/** Runs the real entry point (src/main.ts through tsx) the way an operator would start it. */

type Run = { code: number | null; stdout: string; stderr: string };

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: findServerPackageRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'scamcheck-main-')),
      // No feed or popularity downloads: tests never reach the internet.
      LIVE_CHECKS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) => child.on('close', (code) => resolve({ ...run, code })));
  return { child, run, exited };
}

function lines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

describe('starting the server (src/main.ts)', () => {
  it('exits 1 with one clear stderr line when the database cannot be reached', async () => {
    const { exited } = startServer({ DATABASE_URL: 'postgres://postgres:topsecret@127.0.0.1:1/x' });
    const result = await exited;
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      'scamcheck: cannot connect to the database at postgres://postgres:***@127.0.0.1:1/x: connection refused',
    ]);
    expect(result.stdout + result.stderr).not.toContain('topsecret');
  });

  it('exits 1 listing every bad variable, one per line', async () => {
    const result = await startServer({ DATABASE_URL: 'memory://', PORT: 'eighty', LIVE_CHECKS: 'maybe' })
      .exited;
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      'scamcheck: invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty")',
      'scamcheck: invalid configuration: LIVE_CHECKS must be "on" or "off" (got "maybe")',
    ]);
  });

  it('serves requests, then stops cleanly with exit code 0 on SIGTERM', async () => {
    const { child, run, exited } = startServer({ DATABASE_URL: 'memory://', PORT: '0', HOST: '127.0.0.1' });
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /ScamCheck listening on http:\/\/localhost:(\d+) \(storage: pglite in memory\)/.exec(
          run.stdout,
        );
        if (match?.[1] !== undefined) resolve(Number(match[1]));
      });
      child.on('close', () => reject(new Error(`server exited early: ${run.stderr}`)));
    });

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', storage: { adapter: 'pglite-memory' } });

    child.kill('SIGTERM');
    const result = await exited;
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
  });
});
