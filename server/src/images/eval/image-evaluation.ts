import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { metricsAtThreshold } from '../../eval/metrics';
import { percentile } from './percentile';

/**
 * `pnpm eval:images <dir>`: every file in <dir>/scam and <dir>/benign is analysed as an upload would be;
 * an image is predicted a scam when isScam (score < 50). Scam is the positive class.
 */
export type ImageVerdictFn = (
  bytes: Buffer,
) => Promise<{ score: number; isScam: boolean; categories: string[] }>;

export type EvaluatedImage = {
  file: string;
  isScam: boolean;
  score: number;
  predictedScam: boolean;
  categories: string[];
  seconds: number;
  /** Set when the upload gate refused the file; it then counts as "not flagged". */
  rejected: string | null;
};

export type ImageEvaluationSummary = {
  n: number;
  accuracy: number;
  precision: number;
  recall: number;
  fpr: number;
  p50s: number;
  p95s: number;
};

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => join(dir, entry.name))
    .sort();
}

export async function evaluateImages(dir: string, analyze: ImageVerdictFn): Promise<EvaluatedImage[]> {
  const labelled = [
    ...(await filesIn(join(dir, 'scam'))).map((file) => ({ file, isScam: true })),
    ...(await filesIn(join(dir, 'benign'))).map((file) => ({ file, isScam: false })),
  ];
  const results: EvaluatedImage[] = [];
  for (const { file, isScam } of labelled) {
    const bytes = await readFile(file);
    const started = performance.now();
    try {
      const verdict = await analyze(bytes);
      const seconds = (performance.now() - started) / 1000;
      results.push({
        file,
        isScam,
        score: verdict.score,
        predictedScam: verdict.isScam,
        categories: verdict.categories,
        seconds,
        rejected: null,
      });
    } catch (error) {
      const seconds = (performance.now() - started) / 1000;
      const rejected = error instanceof Error ? error.message : String(error);
      results.push({
        file,
        isScam,
        score: Number.NaN,
        predictedScam: false,
        categories: [],
        seconds,
        rejected,
      });
    }
  }
  return results;
}

export function summarize(results: readonly EvaluatedImage[]): ImageEvaluationSummary {
  // metricsAtThreshold flags score < threshold: map the prediction onto 0 (flagged) / 1 (not flagged).
  const metrics = metricsAtThreshold(
    results.map((result) => ({ score: result.predictedScam ? 0 : 1, isPhishing: result.isScam })),
    0.5,
  );
  const correct = metrics.truePositives + metrics.trueNegatives;
  const seconds = results.map((result) => result.seconds);
  return {
    n: results.length,
    accuracy: results.length === 0 ? 0 : correct / results.length,
    precision: metrics.precision,
    recall: metrics.recall,
    fpr: metrics.falsePositiveRate,
    p50s: percentile(seconds, 50),
    p95s: percentile(seconds, 95),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function formatImageEvaluation(
  results: readonly EvaluatedImage[],
  summary: ImageEvaluationSummary,
): string {
  const scams = results.filter((result) => result.isScam).length;
  const wrong = results.filter((result) => result.predictedScam !== result.isScam);
  const rejected = results.filter((result) => result.rejected !== null);
  return [
    `Images analysed: ${summary.n} (${scams} scam, ${summary.n - scams} benign; ${rejected.length} refused by the upload gate)`,
    `accuracy  ${percent(summary.accuracy)}`,
    `precision ${percent(summary.precision)}`,
    `recall    ${percent(summary.recall)}`,
    `FPR       ${percent(summary.fpr)}`,
    `seconds per image: p50 ${summary.p50s.toFixed(2)}  p95 ${summary.p95s.toFixed(2)}`,
    ...(wrong.length === 0 ? [] : ['', 'Misclassified:']),
    ...wrong.map(
      (result) =>
        `  ${result.isScam ? 'missed scam ' : 'false alarm '} ${String(result.score).padStart(3)}  ${result.file}${result.rejected === null ? '' : `  (refused: ${result.rejected})`}`,
    ),
  ].join('\n');
}

export function summaryJson(summary: ImageEvaluationSummary): string {
  return JSON.stringify({
    n: summary.n,
    accuracy: round(summary.accuracy, 4),
    precision: round(summary.precision, 4),
    recall: round(summary.recall, 4),
    fpr: round(summary.fpr, 4),
    p50s: round(summary.p50s, 3),
    p95s: round(summary.p95s, 3),
  });
}
