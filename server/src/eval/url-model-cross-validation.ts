// The honest estimate of the URL structure model: grouped k-fold cross-validation, where each fold's
// model (and operating point) is trained without any row of the sites it is then scored on.
import { groupedFolds } from './grouped-folds';
import { metricsAtThreshold, rocAuc, type ThresholdMetrics } from './metrics';
import { finalScore, trainUrlModel, type TrainingOptions, type TrainingRow } from './url-model-training';

export type CrossValidation = {
  folds: number;
  /** Metrics of the out-of-fold final scores pooled over all rows. */
  pooled: ThresholdMetrics;
  auc: number;
  perFold: ThresholdMetrics[];
};

export function crossValidate(
  rows: readonly TrainingRow[],
  folds: number,
  options: TrainingOptions,
): CrossValidation {
  const foldOf = groupedFolds(
    rows.map((row) => row.group),
    folds,
  );
  const scored = rows.map((row) => ({ isPhishing: row.isPhishing, score: 0 }));
  const perFold: ThresholdMetrics[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const model = trainUrlModel(
      rows.filter((_, i) => foldOf[i] !== fold),
      options,
    );
    const held: { isPhishing: boolean; score: number }[] = [];
    rows.forEach((row, i) => {
      if (foldOf[i] !== fold) return;
      const score = finalScore(row, model);
      scored[i] = { isPhishing: row.isPhishing, score };
      held.push({ isPhishing: row.isPhishing, score });
    });
    perFold.push(metricsAtThreshold(held, options.threshold));
  }
  return {
    folds,
    pooled: metricsAtThreshold(scored, options.threshold),
    auc: rocAuc(scored),
    perFold,
  };
}
