// Starts the real built server (server/dist/main.js) on a free port with in-memory storage.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Extra environment, or a function of the chosen port (e.g. a PUBLIC_URL spelled with `localhost`). */
export type ServerEnv = Record<string, string> | ((port: number) => Record<string, string>);

export async function startServer(extra: ServerEnv = {}): Promise<RunningServer> {
  const main = join(REPO_ROOT, 'server', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run pnpm build (pnpm test builds it).`);
  const port = await freePort();
  const env = typeof extra === 'function' ? extra(port) : extra;
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      // The browser's origin: signed-in writes from any other origin are refused.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'error',
      LIVE_CHECKS: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 30 s');
}
