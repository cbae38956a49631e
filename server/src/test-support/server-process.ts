import { spawn, type ChildProcess } from 'node:child_process';
import { findServerPackageRoot } from '../lib/package-root';

/**
 * The real entry point (src/main.ts through tsx) as a child process, the way an operator starts it, for
 * tests and benches that kill, stop or restart it. Resolves once it listens; its output is kept (the
 * last 64 KB of each stream) to explain a failure.
 */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM and wait for the exit (at once if it has exited already). */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const KEEP_BYTES = 64 * 1024;
const READY = /ScamCheck listening on http:\/\/localhost:(\d+)/;
// Loading the server through tsx on a busy two-core machine can take a while.
const START_TIMEOUT_MS = 90_000;

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: findServerPackageRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      // No feed or popularity downloads and no OCR model at start: tests never reach the internet.
      LIVE_CHECKS: 'off',
      OCR_WARM_ON_START: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  const keep = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    output[stream] = (output[stream] + chunk.toString()).slice(-KEEP_BYTES);
  };
  child.stdout.on('data', keep('stdout'));
  child.stderr.on('data', keep('stderr'));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start: ${output.stderr}`)),
      START_TIMEOUT_MS,
    );
    const onData = () => {
      const match = READY.exec(output.stdout);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(Number(match[1]));
    };
    child.stdout.on('data', onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening: ${output.stderr}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => ({ ...output }),
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
