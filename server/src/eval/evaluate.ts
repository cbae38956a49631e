// Scores labelled URLs with any scoring function (today the lexical engine, later the server engine's
// offline mode) and summarises the result at both band thresholds.
import { BAND_THRESHOLDS } from '@scamcheck/shared';
import type { LabeledUrl } from './csv';
import { metricsAtThreshold, rocAuc, type ThresholdMetrics } from './metrics';

export type ScoreFn = (url: string) => number | Promise<number>;

export type ScoredUrl = LabeledUrl & { score: number };

export type Evaluation = {
  n: number;
  trusted: ThresholdMetrics;
  caution: ThresholdMetrics;
  auc: number;
  seconds: number;
  urlsPerSecond: number;
  scored: ScoredUrl[];
};

/** Rows scored once before timing, so the reported speed is the engine's, not the JIT's warm-up. */
const WARM_UP_ROWS = 200;

export async function evaluate(rows: readonly LabeledUrl[], scoreFn: ScoreFn): Promise<Evaluation> {
  for (const row of rows.slice(0, WARM_UP_ROWS)) await scoreFn(row.url);
  const scored: ScoredUrl[] = [];
  const started = performance.now();
  for (const row of rows) {
    const result = scoreFn(row.url);
    scored.push({ ...row, score: typeof result === 'number' ? result : await result });
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    n: scored.length,
    trusted: metricsAtThreshold(scored, BAND_THRESHOLDS.trusted),
    caution: metricsAtThreshold(scored, BAND_THRESHOLDS.caution),
    auc: rocAuc(scored),
    seconds,
    urlsPerSecond: seconds === 0 ? 0 : scored.length / seconds,
    scored,
  };
}

/** The one-line JSON summary the eval script ends with (keys fixed by the product brief). */
export function summaryJson(evaluation: Evaluation): string {
  const { trusted: t, caution: c } = evaluation;
  return JSON.stringify({
    n: evaluation.n,
    precision70: round(t.precision),
    recall70: round(t.recall),
    f1_70: round(t.f1),
    fpr70: round(t.falsePositiveRate),
    precision40: round(c.precision),
    recall40: round(c.recall),
    f1_40: round(c.f1),
    fpr40: round(c.falsePositiveRate),
    auc: round(evaluation.auc),
    urlsPerSecond: Math.round(evaluation.urlsPerSecond),
  });
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
