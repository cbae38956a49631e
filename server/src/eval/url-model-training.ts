// Trains the lexical URL structure model (shared/src/lexical/url-model) from labelled URLs. The model is
// a logistic regression over the rule signals' score S and the structure features x; its decision
// "phishing when the log-odds pass t" is rewritten as "phishing when S + Δ(x) < T" (T = 70), so Δ(x) becomes the
// points the url-structure finding adds or takes off, and the final score keeps the band meaning.
import {
  LEXICAL_SIGNALS,
  URL_FEATURES,
  gatherLexicalFacts,
  gatherUrlParts,
  isJudgedByUrlStructure,
  normalizeTarget,
  runLexicalSignals,
  scoreFindings,
  scoreUrlFeatures,
  urlFeatureValues,
  urlStructure,
  urlStructureCode,
  createScaledFinding,
  type Finding,
  type UrlFeatureName,
  type UrlModelWeights,
} from '@scamcheck/shared';
import type { LabeledUrl } from './csv';
import { fitLogistic } from './logistic-regression';
import { metricsAtThreshold } from './metrics';

export type TrainingRow = LabeledUrl & {
  /** Registrable domain (or host): the unit of grouped cross-validation. */
  group: string;
  ruleFindings: Finding[];
  ruleScore: number;
  values: number[];
  /** False for a brand's own domain, which the url-structure signal leaves alone. */
  judged: boolean;
};

export type TrainingOptions = {
  l2: number;
  maxFalsePositiveRate: number;
  /**
   * The rule score enters the fit clipped to this floor: below it every URL is phishing anyway, and
   * letting 0–floor pull on the slope would blur it where it matters, around 70.
   */
  ruleScoreFloor: number;
  version: string;
  trainedOn: string;
  /**
   * The latent score the decision is placed at (70: the model's "phishing-like" lean is then centred
   * on ordinary pages, so an ordinary URL gets no points either way). The evidence rules then decide the
   * band: Suspicious below 40 needs this harm, Trusted needs establishment the URL alone never gives.
   */
  threshold: number;
};

const RULE_SIGNALS = LEXICAL_SIGNALS.filter((signal) => signal.id !== urlStructure.id);

export function buildTrainingRows(labeled: readonly LabeledUrl[]): TrainingRow[] {
  return labeled.map((row) => {
    const target = normalizeTarget(row.url);
    const facts = gatherLexicalFacts(target);
    const ruleFindings = runLexicalSignals(facts, RULE_SIGNALS).hits;
    return {
      ...row,
      group: target.registrableDomain ?? target.hostname,
      ruleFindings,
      ruleScore: scoreFindings(ruleFindings, LATENT).score,
      values: urlFeatureValues(gatherUrlParts(facts)),
      judged: isJudgedByUrlStructure(facts),
    };
  });
}

/**
 * The latent lexical score of a row under a candidate model: analyzeLexical's score before the evidence
 * rules (Trusted needs establishment, Suspicious needs harm) clip it.
 */
export function finalScore(row: TrainingRow, model: UrlModelWeights): number {
  if (!row.judged) return row.ruleScore;
  const { points } = scoreUrlFeatures(row.values, model);
  const code = urlStructureCode(points);
  if (code === null) return row.ruleScore;
  // the evidence text does not change the score; skipping it keeps the operating-point search fast
  return scoreFindings([...row.ruleFindings, createScaledFinding(code, points, NO_TEXT)], LATENT).score;
}

const NO_TEXT = { title: '', evidence: '', source: '' };
/** The score before the evidence rules clip it: the model's operating point is placed on this scale. */
const LATENT = { evidenceRules: false } as const;

export function trainUrlModel(rows: readonly TrainingRow[], options: TrainingOptions): UrlModelWeights {
  const judged = rows.filter((row) => row.judged);
  const fit = fitLogistic(
    judged.map((row) => [Math.max(row.ruleScore, options.ruleScoreFloor), ...row.values]),
    judged.map((row) => row.isPhishing),
    { l2: options.l2 },
  );
  const [ruleWeight = 0, ...featureWeights] = fit.weights;
  if (ruleWeight >= 0) throw new Error('The rule score does not separate the classes; nothing to build on.');
  const means = URL_FEATURES.map(
    (_, j) => judged.reduce((sum, row) => sum + (row.values[j] ?? 0), 0) / judged.length,
  );
  const features: Partial<Record<UrlFeatureName, FeatureWeight>> = {};
  for (const [j, feature] of URL_FEATURES.entries()) {
    features[feature.name] = {
      mean: round(means[j] ?? 0, 4),
      pointsPerUnit: round((featureWeights[j] ?? 0) / ruleWeight, 4),
    };
  }
  if (!isComplete(features)) throw new Error('A feature is missing from the trained model.');
  // log-odds > 0 ⇔ S < −(b + Σβx)/a, i.e. S + Δ < T with Δ = T + (b + Σβx)/a; centred on the means
  const atMeans = fit.intercept + featureWeights.reduce((sum, w, j) => sum + w * (means[j] ?? 0), 0);
  const model: UrlModelWeights = {
    version: options.version,
    trainedOn: options.trainedOn,
    intercept: round(options.threshold + atMeans / ruleWeight, 4),
    features,
  };
  return withOperatingPoint(model, rows, options);
}

/**
 * Moves the intercept so that, on the training rows, the final scores give the best F1 whose
 * false-positive rate at the threshold stays within the limit (the shift also absorbs rounding and caps).
 */
function withOperatingPoint(
  model: UrlModelWeights,
  rows: readonly TrainingRow[],
  { maxFalsePositiveRate: maxFpr, threshold }: TrainingOptions,
): UrlModelWeights {
  const f1At = (shift: number) => {
    const shifted = { ...model, intercept: model.intercept + shift };
    const scored = rows.map((row) => ({ isPhishing: row.isPhishing, score: finalScore(row, shifted) }));
    const metrics = metricsAtThreshold(scored, threshold);
    return metrics.falsePositiveRate <= maxFpr ? metrics.f1 : -1;
  };
  // coarse, then fine around the best coarse step
  let best = { f1: -1, shift: 0 };
  for (let shift = -30; shift <= 30; shift += 2) {
    const f1 = f1At(shift);
    if (f1 > best.f1) best = { f1, shift };
  }
  const centre = best.shift;
  for (let shift = centre - 2; shift <= centre + 2; shift += 0.25) {
    const f1 = f1At(shift);
    if (f1 > best.f1) best = { f1, shift };
  }
  return { ...model, intercept: round(model.intercept + best.shift, 4) };
}

type FeatureWeight = { mean: number; pointsPerUnit: number };

function isComplete(
  features: Partial<Record<UrlFeatureName, FeatureWeight>>,
): features is Record<UrlFeatureName, FeatureWeight> {
  return URL_FEATURES.every((feature) => features[feature.name] !== undefined);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
