import type { UrlFeatureName } from './url-features';

/** The trained URL structure model as data/url-model.ts stores it. */
export type UrlModelWeights = {
  version: string;
  /** Where the weights came from and how well they did on held-out data. */
  trainedOn: string;
  /** Points for a URL whose every feature sits at its training average. */
  intercept: number;
  features: Readonly<Record<UrlFeatureName, { mean: number; pointsPerUnit: number }>>;
};
