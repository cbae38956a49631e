// Image analysis through the real built server (dist/main.js) over HTTP: latency of POST
// /api/analyze-image and the CPU time and RSS of the server process and its image reader, read from /proc
// (Linux).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const BUILT_SERVER = join(import.meta.dirname, '..', '..', 'dist', 'main.js');

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time, resident memory, and proportional memory (pages shared between processes counted once). */
export type ServerSample = { cpuMs: number; rssMb: number; pssMb: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function sampleOne(pid: number): (ServerSample & { parent: number }) | null {
  try {
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rssLine = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    const pssLine = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
    return {
      cpuMs: (ticks * 1000) / CLOCK_TICKS_PER_SECOND,
      rssMb: Number(rssLine?.[1] ?? 0) / 1024,
      pssMb: Number(pssLine?.[1] ?? 0) / 1024,
      parent: Number(fields[1]),
    };
  } catch {
    return null; // not Linux, or the process has ended
  }
}

/**
 * CPU time (user + system, all threads) and resident memory of a process and its child processes (the
 * image reader, which gates and reads the screenshots), or null off Linux.
 */
export function sampleProcess(pid: number): ServerSample | null {
  const own = existsSync(`/proc/${pid}/stat`) ? sampleOne(pid) : null;
  if (own === null) return null;
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== pid)
    .map((entry) => sampleOne(Number(entry)))
    .filter((sample): sample is ServerSample & { parent: number } => sample?.parent === pid);
  return {
    cpuMs: children.reduce((total, child) => total + child.cpuMs, own.cpuMs),
    rssMb: children.reduce((total, child) => total + child.rssMb, own.rssMb),
    pssMb: children.reduce((total, child) => total + child.pssMb, own.pssMb),
  };
}

export type BuiltServer = { url: string; pid: number; stop(): Promise<void> };

export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      LIVE_CHECKS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { pid } = child;
  if (pid === undefined) throw new Error('the server did not start');
  return {
    url,
    pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function uploadImage(url: string, image: Buffer, name: string): Promise<number> {
  const body = new FormData();
  body.append('image', new Blob([image]), name);
  const response = await fetch(`${url}/api/analyze-image`, { method: 'POST', body });
  await response.arrayBuffer();
  return response.status;
}
