import { gateImage, type GatedImage } from '../gate/gate-image';
import { createOcrPool, type OcrPoolOptions, type OcrPoolStats, type OcrResult } from './ocr-pool';
import { prepareForOcr } from './prepare-for-ocr';

/**
 * Everything that decodes an upload: the gate (sharp) and OCR (tesseract.js). The server uses it through
 * a child process (`image-reader-process.ts`) so that the memory both leave behind goes back to the
 * operating system when the process ends; the child itself, scripts and tests use it in-process.
 */
export type ImageReader = {
  /** OCR workers. */
  readonly size: number;
  /** For the admin status page. */
  stats(): OcrPoolStats;
  /** The upload gate: throws an AppError (400/413) for anything that is not a readable, bounded image. */
  gate(bytes: Buffer): Promise<GatedImage>;
  /** Reads the text of an image the gate passed. */
  read(image: ReadableImage): Promise<OcrResult>;
  /** Loads the OCR workers so the next image does not wait for them. */
  warm(): Promise<void>;
  /** Stops everything; the reader cannot be used afterwards. */
  close(): Promise<void>;
};

export type ReadableImage = Pick<GatedImage, 'png' | 'width' | 'height'>;

export function createInProcessImageReader(options: OcrPoolOptions): ImageReader {
  const pool = createOcrPool(options);
  return {
    size: pool.size,
    stats: () => pool.stats(),
    gate: (bytes) => gateImage(bytes),
    read: async ({ png, width, height }) => pool.recognize(await prepareForOcr(png, width, height)),
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}
