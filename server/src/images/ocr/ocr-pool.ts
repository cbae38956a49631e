import type Tesseract from 'tesseract.js';
import { englishLangPath } from './tesseract-data';

/**
 * A pool of tesseract.js workers (each a worker thread running the WebAssembly engine with the English
 * model, 50–120 MB). Workers start on first use or on `warm()`, stay loaded while images keep coming,
 * and are terminated once the pool has had no job for `idleMs`, which gives their memory back; the
 * next image starts them again. tesseract.js itself is only loaded with the first workers.
 */
export type OcrResult = {
  /** As read, top to bottom; paragraphs are separated by a blank line. */
  text: string;
  /** Mean word confidence, 0–100. */
  confidence: number;
};

export type OcrPoolStats = {
  workers: number;
  /** The workers are loaded (on the first image, or by warm()). */
  started: boolean;
  /** Jobs being read right now. */
  busy: number;
  /** Jobs waiting for a free worker. */
  queued: number;
};

export type OcrPool = {
  readonly size: number;
  /** For the admin status page. */
  stats(): OcrPoolStats;
  recognize(image: Buffer): Promise<OcrResult>;
  /** Starts every worker and runs one tiny job so the first visitor does not wait for start-up. */
  warm(): Promise<void>;
  /** Terminates the workers; the pool cannot be used afterwards. */
  close(): Promise<void>;
};

// Screenshots carry no resolution, and Tesseract then guesses one (often 25-70 dpi) and sizes its
// layout analysis for it; a screen's 96 dpi halves the time per image and reads the same text.
const WORKER_PARAMETERS = { user_defined_dpi: '96' };

export type OcrPoolOptions = {
  size: number;
  langPath?: string;
  /** Terminate the workers after this long without a job; 0 keeps them for the life of the pool. */
  idleMs?: number;
};

export const DEFAULT_OCR_IDLE_MS = 60_000;

// A line of text: a blank page would load the model but leave the recogniser's code cold, and the
// first visitor would pay for compiling it.
async function warmUpPage(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ text: { text: 'Warm up the reader 0123', dpi: 150 } })
    .flatten({ background: '#ffffff' })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .png()
    .toBuffer();
}

export function createOcrPool({
  size,
  langPath = englishLangPath(),
  idleMs = DEFAULT_OCR_IDLE_MS,
}: OcrPoolOptions): OcrPool {
  let scheduler: Promise<Tesseract.Scheduler> | null = null;
  let isClosed = false;
  let isStarted = false;
  let inFlight = 0;
  let idleTimer: NodeJS.Timeout | null = null;

  function cancelIdleStop(): void {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
  }

  /** Called whenever the pool runs out of work: the workers go after idleMs unless a job comes. */
  function scheduleIdleStop(): void {
    cancelIdleStop();
    if (idleMs <= 0 || isClosed || scheduler === null) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (inFlight > 0 || scheduler === null) return;
      const running = scheduler;
      // The next job starts fresh workers while these are being terminated.
      scheduler = null;
      isStarted = false;
      void running.then((stopping) => stopping.terminate()).catch(() => undefined);
    }, idleMs);
    // A pending idle stop must not keep the process alive.
    idleTimer.unref();
  }

  async function start(): Promise<Tesseract.Scheduler> {
    const { default: Tesseract } = await import('tesseract.js');
    const created = Tesseract.createScheduler();
    const workers = await Promise.all(
      Array.from({ length: size }, () =>
        Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
          langPath,
          // The model is read from node_modules; caching a copy elsewhere would only cost disk.
          cacheMethod: 'none',
          gzip: true,
          // Without a handler tesseract.js rethrows a failed job inside its message listener, where
          // nothing can catch it and the process dies; the job's own promise still rejects.
          errorHandler: () => undefined,
        }),
      ),
    );
    for (const worker of workers) {
      await worker.setParameters(WORKER_PARAMETERS);
      created.addWorker(worker);
    }
    isStarted = true;
    return created;
  }

  function ready(): Promise<Tesseract.Scheduler> {
    if (isClosed) return Promise.reject(new Error('The OCR pool is closed'));
    scheduler ??= start().catch((error: unknown) => {
      // A failed start (e.g. missing model) is retried on the next request instead of sticking.
      scheduler = null;
      isStarted = false;
      throw error;
    });
    return scheduler;
  }

  async function recognize(image: Buffer): Promise<OcrResult> {
    inFlight += 1;
    cancelIdleStop();
    try {
      const running = await ready();
      const { data } = await running.addJob('recognize', image, {}, { text: true });
      return { text: data.text, confidence: data.confidence };
    } finally {
      inFlight -= 1;
      if (inFlight === 0) scheduleIdleStop();
    }
  }

  return {
    size,
    recognize,
    stats: () => ({
      workers: size,
      started: isStarted && !isClosed,
      busy: Math.min(inFlight, size),
      queued: Math.max(0, inFlight - size),
    }),
    async warm() {
      inFlight += 1;
      cancelIdleStop();
      try {
        const [running, page] = await Promise.all([ready(), warmUpPage()]);
        await Promise.all(Array.from({ length: size }, () => running.addJob('recognize', page)));
      } finally {
        inFlight -= 1;
        if (inFlight === 0) scheduleIdleStop();
      }
    },
    async close() {
      isClosed = true;
      cancelIdleStop();
      const running = scheduler;
      scheduler = null;
      if (running !== null) await (await running.catch(() => null))?.terminate();
    },
  };
}
