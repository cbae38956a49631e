// pnpm eval:images <dir> [--verbose]
// Analyses every image in <dir>/scam and <dir>/benign offline (OCR + text rules, no vision model) and
// prints accuracy, precision, recall, false-positive rate and p50/p95 seconds per image; the last line
// is one JSON object with keys n, accuracy, precision, recall, fpr, p50s, p95s.
import { isAbsolute, resolve } from 'node:path';
import { createImageAnalyzer } from '../src/images/image-analyzer';
import {
  evaluateImages,
  formatImageEvaluation,
  summarize,
  summaryJson,
} from '../src/images/eval/image-evaluation';
import { createInProcessImageReader } from '../src/images/ocr/image-reader';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirArg = args.find((arg) => !arg.startsWith('--'));
  if (dirArg === undefined) {
    console.error('Usage: pnpm eval:images <dir>   (images in <dir>/scam and <dir>/benign)');
    process.exit(2);
  }
  // pnpm runs this from server/; a relative path means relative to where the user typed it.
  const base = process.env.INIT_CWD ?? process.cwd();
  const dir = isAbsolute(dirArg) ? dirArg : resolve(base, dirArg);
  const ocr = createInProcessImageReader({ size: 1 });
  try {
    await ocr.warm();
    const analyzer = createImageAnalyzer({ ocr, provider: 'offline' });
    const results = await evaluateImages(dir, async (bytes) => (await analyzer.analyze(bytes)).result);
    if (results.length === 0) throw new Error(`No images in ${dir}/scam or ${dir}/benign`);
    if (args.includes('--verbose')) {
      for (const result of results) {
        console.log(
          `${result.isScam ? 'scam  ' : 'benign'} ${String(result.score).padStart(3)} ${result.seconds.toFixed(2)}s ${result.categories.join(',')} ${result.file}`,
        );
      }
    }
    const summary = summarize(results);
    console.log(formatImageEvaluation(results, summary));
    console.log(summaryJson(summary));
  } finally {
    await ocr.close();
  }
}

await main();
