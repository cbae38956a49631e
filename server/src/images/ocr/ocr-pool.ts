import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import { englishLangPath } from './tesseract-data';

/**
 * A warm pool of tesseract.js workers (each a worker thread running the WebAssembly engine). Workers
 * start on first use or on `warm()`, stay loaded between requests, and jobs queue for a free worker.
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

export type OcrPoolOptions = { size: number; langPath?: string };

// A line of text: a blank page would load the model but leave the recogniser's code cold, and the
// first visitor would pay for compiling it.
function warmUpPage(): Promise<Buffer> {
  return sharp({ text: { text: 'Warm up the reader 0123', dpi: 150 } })
    .flatten({ background: '#ffffff' })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .png()
    .toBuffer();
}

export function createOcrPool({ size, langPath = englishLangPath() }: OcrPoolOptions): OcrPool {
  let scheduler: Promise<Tesseract.Scheduler> | null = null;
  let isClosed = false;
  let isStarted = false;
  let inFlight = 0;

  async function start(): Promise<Tesseract.Scheduler> {
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
    try {
      const running = await ready();
      const { data } = await running.addJob('recognize', image, {}, { text: true });
      return { text: data.text, confidence: data.confidence };
    } finally {
      inFlight -= 1;
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
      const [running, page] = await Promise.all([ready(), warmUpPage()]);
      await Promise.all(Array.from({ length: size }, () => running.addJob('recognize', page)));
    },
    async close() {
      isClosed = true;
      const running = scheduler;
      scheduler = null;
      if (running !== null) await (await running.catch(() => null))?.terminate();
    },
  };
}
