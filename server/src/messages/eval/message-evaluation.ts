import { percentile } from '../../images/eval/percentile';
import type { MessageAnalyzer } from '../message-analyzer';

/**
 * Scores an analyzer on labelled rows. A row counts as flagged when the verdict is `scam` or
 * `suspicious` (the analyzer warned the user); `scam` rows are the positives, `ham` rows the negatives,
 * and `spam` rows are counted apart: how many of them were flagged, and how many called spam.
 */
export type LabelledRow = { text: string; label: string };

export type MessageEvaluation = {
  n: number;
  tp: number;
  fp: number;
  tn: number;
  fn: number;
  strictTp: number;
  strictFp: number;
  spamRows: number;
  spamFlagged: number;
  spamCalledSpam: number;
  families: Record<string, number>;
  latencies: number[];
};

export function evaluateMessages(analyzer: MessageAnalyzer, rows: readonly LabelledRow[]): MessageEvaluation {
  const result: MessageEvaluation = {
    n: 0,
    tp: 0,
    fp: 0,
    tn: 0,
    fn: 0,
    strictTp: 0,
    strictFp: 0,
    spamRows: 0,
    spamFlagged: 0,
    spamCalledSpam: 0,
    families: {},
    latencies: [],
  };
  for (const row of rows) {
    const started = performance.now();
    const analysis = analyzer.analyze({ text: row.text });
    result.latencies.push(performance.now() - started);
    const flagged = analysis.verdict === 'scam' || analysis.verdict === 'suspicious';
    const strict = analysis.verdict === 'scam';
    if (flagged)
      for (const family of analysis.families) result.families[family] = (result.families[family] ?? 0) + 1;
    if (row.label === 'spam') {
      result.spamRows += 1;
      if (flagged) result.spamFlagged += 1;
      if (analysis.verdict === 'spam') result.spamCalledSpam += 1;
      continue;
    }
    result.n += 1;
    const positive = row.label === 'scam';
    if (positive && flagged) result.tp += 1;
    else if (positive) result.fn += 1;
    else if (flagged) result.fp += 1;
    else result.tn += 1;
    if (strict && positive) result.strictTp += 1;
    if (strict && !positive) result.strictFp += 1;
  }
  return result;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const round = (value: number) => Number(value.toFixed(4));

export function summaryOf(evaluation: MessageEvaluation) {
  const { tp, fp, tn, fn } = evaluation;
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return {
    n: evaluation.n,
    accuracy: round(ratio(tp + tn, evaluation.n)),
    precision: round(precision),
    recall: round(recall),
    f1: round(ratio(2 * precision * recall, precision + recall)),
    fpr: round(ratio(fp, fp + tn)),
    p50ms: round(percentile(evaluation.latencies, 50)),
  };
}

export function formatEvaluation(evaluation: MessageEvaluation): string {
  const summary = summaryOf(evaluation);
  const positives = evaluation.tp + evaluation.fn;
  const negatives = evaluation.fp + evaluation.tn;
  const lines = [
    `rows: ${evaluation.n} scored (${positives} scam, ${negatives} ham), ${evaluation.spamRows} spam counted apart`,
    `flagged (scam or suspicious): tp ${evaluation.tp}, fp ${evaluation.fp}, tn ${evaluation.tn}, fn ${evaluation.fn}`,
    `accuracy ${summary.accuracy}  precision ${summary.precision}  recall ${summary.recall}  f1 ${summary.f1}  fpr ${summary.fpr}`,
    `verdict "scam" only: recall ${round(ratio(evaluation.strictTp, positives))}, fpr ${round(ratio(evaluation.strictFp, negatives))}`,
    `spam rows: ${evaluation.spamFlagged} flagged as scam or suspicious, ${evaluation.spamCalledSpam} called spam (of ${evaluation.spamRows})`,
    `families among flagged: ${
      Object.entries(evaluation.families)
        .sort((a, b) => b[1] - a[1])
        .map(([family, count]) => `${family} ${count}`)
        .join(', ') || 'none'
    }`,
    `latency p50 ${summary.p50ms} ms, p95 ${round(percentile(evaluation.latencies, 95))} ms`,
  ];
  return lines.join('\n');
}
