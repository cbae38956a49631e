// Calibration check of the hand-set rule weights (shared/src/scoring/weights.ts): refits the URL model
// with one extra yes/no input per finding code. A code's coefficient, in points, is how many more points
// the data says it should move a score beyond what its weight already does. Advice for a person to
// weigh against product sense, never applied automatically.
import { FINDING_WEIGHTS, isFindingCode } from '@scamcheck/shared';
import { fitLogistic } from './logistic-regression';
import type { TrainingRow } from './url-model-training';

export type RuleWeightAdvice = {
  code: string;
  rows: number;
  phishingShare: number;
  currentPoints: number;
  /** Extra points the fit suggests (negative: take off more). */
  extraPoints: number;
};

export function diagnoseRuleWeights(rows: readonly TrainingRow[], minRows = 20, l2 = 1): RuleWeightAdvice[] {
  const judged = rows.filter((row) => row.judged);
  const counts = new Map<string, { rows: number; phishing: number }>();
  for (const row of judged) {
    for (const code of new Set(row.ruleFindings.map((finding) => finding.code))) {
      const entry = counts.get(code) ?? { rows: 0, phishing: 0 };
      counts.set(code, { rows: entry.rows + 1, phishing: entry.phishing + (row.isPhishing ? 1 : 0) });
    }
  }
  const codes = [...counts.entries()].filter(([, entry]) => entry.rows >= minRows).map(([code]) => code);
  const fit = fitLogistic(
    judged.map((row) => {
      const present = new Set(row.ruleFindings.map((finding) => finding.code));
      return [row.ruleScore, ...codes.map((code) => (present.has(code) ? 1 : 0)), ...row.values];
    }),
    judged.map((row) => row.isPhishing),
    { l2 },
  );
  const ruleWeight = fit.weights[0] ?? -1;
  return codes
    .map((code, j) => {
      const entry = counts.get(code) ?? { rows: 0, phishing: 0 };
      return {
        code,
        rows: entry.rows,
        phishingShare: entry.phishing / entry.rows,
        currentPoints: isFindingCode(code) ? FINDING_WEIGHTS[code].points : 0,
        extraPoints: (fit.weights[j + 1] ?? 0) / ruleWeight,
      };
    })
    .sort((a, b) => a.extraPoints - b.extraPoints);
}
