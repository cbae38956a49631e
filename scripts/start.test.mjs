import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/** Processes whose parent is `pid`, from /proc (Linux). */
function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    // The fields after the command name, which is in parentheses and may contain spaces.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid) children.push(Number(entry));
  }
  return children;
}

const LISTENING = /ScamCheck listening on http:\/\/localhost:(\d+)/;

describe.runIf(existsSync('/proc/self/stat'))('pnpm start (scripts/start.mjs)', () => {
  // Builds what is stale first: quick after `pnpm test` has built, minutes on a fresh checkout.
  it(
    'serves from its own process, with no other process left running, and stops on SIGTERM',
    {
      timeout: 600_000,
    },
    async () => {
      const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
        cwd: ROOT,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'scamcheck-start-')),
          LIVE_CHECKS: 'off',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk.toString()));
      child.stderr.on('data', (chunk) => (output += chunk.toString()));
      const exited = new Promise((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      try {
        const port = await new Promise((resolve, reject) => {
          child.stdout.on('data', () => {
            const match = LISTENING.exec(output);
            if (match !== null) resolve(Number(match[1]));
          });
          void exited.then(() => reject(new Error(`start.mjs exited before listening:\n${output}`)));
        });
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(health.status).toBe(200);
        expect(childrenOf(child.pid)).toEqual([]);
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited).toEqual({ code: 0, signal: null });
    },
  );
});
