import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AppError } from '../../http/app-error';
import type { GatedImage } from '../gate/gate-image';
import type { ImageReader } from './image-reader';
import type { ReaderReply, ReaderRequest } from './image-reader-protocol';
import { DEFAULT_OCR_IDLE_MS, type OcrResult } from './ocr-pool';

export type ImageReaderProcessOptions = {
  /** OCR workers in the child. */
  size: number;
  /** End the child after this long without a request; 0 keeps it until close(). */
  idleMs?: number;
};

/**
 * glibc malloc settings for the child, read when it starts: two arenas instead of one per thread, and blocks
 * of 128 KB and more (decoded images) always mapped on their own and unmapped when freed. Without the
 * fixed threshold glibc raises it after the first large free and image buffers pile up in its heap. After 20
 * screenshots the child held 176 MB with the arena limit alone, 145 MB with both, 209 MB with neither
 * (docs/performance.md). Set in the server's environment, they win.
 */
const CHILD_MALLOC = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

type Pending = { owner: ChildProcess; resolve: (value: unknown) => void; reject: (error: Error) => void };

type WithoutId<Request> = Request extends unknown ? Omit<Request, 'id'> : never;
type Job = WithoutId<ReaderRequest>;

/**
 * The image reader in a child process started on the first image and ended after `idleMs` without one.
 * sharp and tesseract.js (its workers are 50–120 MB of WebAssembly) leave tens of MB in malloc arenas
 * that a process only gives back when it ends (docs/performance.md). The server process never loads
 * either; while images come there are two processes, afterwards one. A child that dies fails the
 * requests it had; the next request starts a new one.
 */
export function createImageReaderProcess({
  size,
  idleMs = DEFAULT_OCR_IDLE_MS,
}: ImageReaderProcessOptions): ImageReader & { pid(): number | null } {
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let reads = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  let isClosed = false;

  function settle(reply: ReaderReply): void {
    const waiting = pending.get(reply.id);
    if (waiting === undefined) return;
    pending.delete(reply.id);
    if (reply.error === undefined) waiting.resolve(reply.value);
    else if (reply.error.code === undefined) waiting.reject(new Error(reply.error.message));
    else waiting.reject(new AppError(reply.error.code, reply.error.message));
  }

  function start(): ChildProcess {
    const { entry, execArgv } = childEntry();
    const started = fork(entry, [JSON.stringify({ size })], {
      execArgv,
      // eslint-disable-next-line no-restricted-syntax -- handed on to the child unread, as fork() does by default
      env: { ...CHILD_MALLOC, ...process.env },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('message', (reply: ReaderReply) => {
      settle(reply);
      if (pending.size === 0) started.channel?.unref();
    });
    const fail = (why: string) => {
      if (child === started) child = null;
      for (const [id, waiting] of pending) {
        if (waiting.owner !== started) continue;
        pending.delete(id);
        waiting.reject(new Error(`The image reader stopped (${why})`));
      }
    };
    // on, not once: a failed send to a dead child is an 'error' too, and an unheard one would end the server.
    started.on('error', (error) => fail(error.message));
    started.once('exit', (code, signal) => fail(signal ?? `exit code ${String(code)}`));
    // An idle child must not keep the server (or a script) alive.
    started.unref();
    return started;
  }

  function cancelIdleStop(): void {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
  }

  function scheduleIdleStop(): void {
    cancelIdleStop();
    if (idleMs <= 0 || child === null) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (pending.size > 0 || child === null) return;
      const stopping = child;
      child = null;
      stopping.kill();
    }, idleMs);
    idleTimer.unref();
  }

  function send<T>(job: Job): Promise<T> {
    if (isClosed) return Promise.reject(new Error('The image reader is closed'));
    cancelIdleStop();
    const owner = (child ??= start());
    const id = nextId;
    nextId += 1;
    const reply = new Promise<unknown>((resolve, reject) => {
      pending.set(id, { owner, resolve, reject });
    });
    owner.channel?.ref();
    owner.send({ ...job, id });
    return reply.finally(() => {
      if (pending.size === 0) scheduleIdleStop();
    }) as Promise<T>;
  }

  return {
    size,
    /** The child's process id while it runs. */
    pid: () => child?.pid ?? null,
    stats: () => ({
      workers: size,
      started: child !== null && !isClosed,
      busy: Math.min(reads, size),
      queued: Math.max(0, reads - size),
    }),
    async gate(bytes) {
      const image = await send<GatedImage>({ kind: 'gate', bytes });
      return { ...image, png: asBuffer(image.png) };
    },
    async read({ png, width, height }) {
      reads += 1;
      try {
        return await send<OcrResult>({ kind: 'read', png, width, height });
      } finally {
        reads -= 1;
      }
    },
    warm: () => send<null>({ kind: 'warm' }).then(() => undefined),
    async close() {
      isClosed = true;
      cancelIdleStop();
      const stopping = child;
      child = null;
      if (stopping === null || stopping.exitCode !== null) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.disconnect();
      await exited;
    },
  };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The built server runs dist/image-reader-child.js; the sources (tests, tsx scripts) run the .ts through tsx. */
function childEntry(): { entry: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return { entry: join(dirname(here), 'image-reader-child.ts'), execArgv: ['--import', tsx] };
  }
  // The bundle (dist/main.js): the server's own Node.js options (the memory settings of `pnpm start`).
  return { entry: join(dirname(here), 'image-reader-child.js'), execArgv: process.execArgv };
}
