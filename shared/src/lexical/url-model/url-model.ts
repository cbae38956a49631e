// Applies the trained URL structure model: a logistic regression over URL_FEATURES, stored in score
// points (server/scripts/train-url-model.ts converts it), so a URL's adjustment is the intercept plus
// each feature's points per unit times its distance from the training average.
import { URL_MODEL } from '../../data/url-model';
import type { LexicalFacts } from '../lexical-facts';
import { URL_FEATURES, urlFeatureValues, type UrlFeature } from './url-features';
import type { UrlModelWeights } from './url-model-weights';

export type { UrlModelWeights };
import { gatherUrlParts } from './url-parts';

export type FeatureContribution = {
  feature: UrlFeature;
  /** Points this feature adds (> 0) or takes off (< 0). */
  points: number;
  /** Whether the URL's value sits on the side domain knowledge calls risky (feature.riskWhen). */
  isOnRiskySide: boolean;
};

export type UrlStructureAssessment = {
  /** Score points the structure adds (trust, > 0) or takes off (risk, < 0), before any cap. */
  points: number;
  /** Every feature's share of those points, in URL_FEATURES order. */
  contributions: FeatureContribution[];
};

export function assessUrlStructure(
  facts: LexicalFacts,
  model: UrlModelWeights = URL_MODEL,
): UrlStructureAssessment {
  return scoreUrlFeatures(urlFeatureValues(gatherUrlParts(facts)), model);
}

/** The model's points for feature values given in URL_FEATURES order (training re-scores with this). */
export function scoreUrlFeatures(values: readonly number[], model: UrlModelWeights): UrlStructureAssessment {
  let points = model.intercept;
  const contributions: FeatureContribution[] = [];
  for (const [index, feature] of URL_FEATURES.entries()) {
    const { mean, pointsPerUnit } = model.features[feature.name];
    const value = values[index] ?? mean;
    const share = pointsPerUnit * (value - mean);
    points += share;
    contributions.push({
      feature,
      points: share,
      isOnRiskySide: feature.riskWhen === 'high' ? value > mean : value < mean,
    });
  }
  return { points, contributions };
}
