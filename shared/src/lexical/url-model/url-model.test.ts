import { describe, expect, it } from 'vitest';
import { URL_MODEL } from '../../data/url-model';
import { URL_FEATURES, type UrlFeatureName } from './url-features';
import { scoreUrlFeatures, type UrlModelWeights } from './url-model';

type FeatureWeight = { mean: number; pointsPerUnit: number };

function modelWith(weights: Partial<Record<UrlFeatureName, FeatureWeight>>): UrlModelWeights {
  const features = { ...URL_MODEL.features };
  for (const { name } of URL_FEATURES) features[name] = weights[name] ?? { mean: 0, pointsPerUnit: 0 };
  return { version: 'test', trainedOn: 'test', intercept: -3, features };
}

const at = (assignments: Partial<Record<UrlFeatureName, number>>) =>
  URL_FEATURES.map((feature) => assignments[feature.name] ?? 0);

describe('scoreUrlFeatures', () => {
  const model = modelWith({
    'host-digits': { mean: 1, pointsPerUnit: -2 },
    'slug-words': { mean: 2, pointsPerUnit: 1.5 },
  });

  it('adds each feature’s points per unit times its distance from the average to the intercept', () => {
    const { points } = scoreUrlFeatures(at({ 'host-digits': 4, 'slug-words': 6 }), model);
    expect(points).toBeCloseTo(-3 + -2 * (4 - 1) + 1.5 * (6 - 2));
  });

  it('reports every feature’s share and whether its value sits on the risky side', () => {
    const { contributions } = scoreUrlFeatures(at({ 'host-digits': 4, 'slug-words': 0 }), model);
    const digits = contributions.find(({ feature }) => feature.name === 'host-digits');
    const slug = contributions.find(({ feature }) => feature.name === 'slug-words');
    expect(digits).toMatchObject({ points: -6, isOnRiskySide: true });
    // slug-words is risky when low: 0 words, below the average of 2
    expect(slug).toMatchObject({ points: -3, isOnRiskySide: true });
    expect(contributions).toHaveLength(URL_FEATURES.length);
  });
});

describe('the shipped URL model', () => {
  it('has a finite mean and weight for every feature and says what it was trained on', () => {
    for (const feature of URL_FEATURES) {
      const { mean, pointsPerUnit } = URL_MODEL.features[feature.name];
      expect(Number.isFinite(mean) && Number.isFinite(pointsPerUnit), feature.name).toBe(true);
    }
    expect(URL_MODEL.trainedOn).toMatch(/grouped \d+-fold CV/);
  });
});
