import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Folder of the English model installed from npm (@tesseract.js-data/eng). tesseract.js must always
 * be given this as `langPath`: without it, it downloads the model from a CDN, and a failed download
 * on an offline machine crashes the process.
 *
 * 4.0.0_best_int is the integer-quantised LSTM model (3 MB): faster to load and lighter on memory
 * than the 11 MB legacy+LSTM one, with the same LSTM accuracy.
 */
export const TESSERACT_MODEL_VARIANT = '4.0.0_best_int';

export function englishLangPath(): string {
  const require = createRequire(import.meta.url);
  const packageRoot = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return join(packageRoot, TESSERACT_MODEL_VARIANT);
}
