// Human-readable table of an evaluation, printed before the JSON summary line.
import { BAND_THRESHOLDS } from '@scamcheck/shared';
import type { Evaluation } from './evaluate';
import type { ThresholdMetrics } from './metrics';

const TRUSTED = BAND_THRESHOLDS.trusted;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

function thresholdRow(label: string, m: ThresholdMetrics): string {
  const cells = [percent(m.precision), percent(m.recall), m.f1.toFixed(4), percent(m.falsePositiveRate)];
  const counts = `TP ${m.truePositives}  FP ${m.falsePositives}  TN ${m.trueNegatives}  FN ${m.falseNegatives}`;
  return `${label.padEnd(16)}${cells.map((cell) => cell.padStart(11)).join('')}   ${counts}`;
}

export function formatEvaluation(evaluation: Evaluation, skipped: number): string {
  const phishing = evaluation.scored.filter((row) => row.isPhishing).length;
  return [
    `URLs scored: ${evaluation.n} (${phishing} phishing, ${evaluation.n - phishing} legitimate; ${skipped} rows skipped)`,
    '',
    `${'predicted if'.padEnd(16)}${['precision', 'recall', 'F1', 'FPR'].map((h) => h.padStart(11)).join('')}`,
    thresholdRow(`score < ${TRUSTED}`, evaluation.trusted),
    thresholdRow(`score < ${BAND_THRESHOLDS.caution}`, evaluation.caution),
    '',
    `ROC AUC: ${evaluation.auc.toFixed(4)}`,
    `Speed: ${Math.round(evaluation.urlsPerSecond)} URLs/s (${evaluation.seconds.toFixed(2)} s)`,
  ].join('\n');
}

/** The worst misclassifications, for finding patterns while tuning (never for memorising rows). */
export function formatErrors(evaluation: Evaluation, limit: number): string {
  const falsePositives = evaluation.scored
    .filter((row) => !row.isPhishing && row.score < TRUSTED)
    .sort((a, b) => a.score - b.score)
    .slice(0, limit);
  const falseNegatives = evaluation.scored
    .filter((row) => row.isPhishing && row.score >= TRUSTED)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
  return [
    `False positives (legitimate, score < ${TRUSTED}): showing ${falsePositives.length}`,
    ...falsePositives.map((row) => `  ${String(row.score).padStart(3)}  ${row.url}`),
    `False negatives (phishing, score >= ${TRUSTED}): showing ${falseNegatives.length}`,
    ...falseNegatives.map((row) => `  ${String(row.score).padStart(3)}  ${row.url}`),
  ].join('\n');
}
