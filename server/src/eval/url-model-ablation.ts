// Ablation of the URL structure model by feature family: retrain and cross-validate with one family's
// features held constant (so the model cannot use them), to show what each family contributes.
import { URL_FEATURES, type UrlFeatureName } from '@scamcheck/shared';
import { crossValidate, type CrossValidation } from './url-model-cross-validation';
import type { TrainingOptions, TrainingRow } from './url-model-training';

export const FEATURE_FAMILIES: Readonly<Record<string, readonly UrlFeatureName[]>> = {
  'host words and pronounceability': [
    'site-word-share',
    'site-letter-pairs',
    'subdomain-word-share',
    'subdomain-letter-pairs',
    'home-page-word-name',
  ],
  'host size, digits and names': [
    'host-length',
    'host-subdomains',
    'host-digits',
    'site-hyphens',
    'site-ends-in-digits',
    'service-subdomain',
    'institutional-suffix',
  ],
  'keywords and brand names': ['host-keyword-words', 'host-sign-in-words', 'path-hint-words', 'brand-names'],
  'path words and odd folders': ['slug-words', 'path-words', 'path-non-words', 'short-odd-folders'],
  'published-page patterns': [
    'language-folder',
    'numeric-id',
    'content-section',
    'dated-path',
    'page-document',
  ],
  'path shape and kit traits': [
    'home-page',
    'path-depth',
    'path-length',
    'query-length',
    'page-html',
    'page-script',
    'folder-link',
    'random-case-tokens',
    'tripled-letter',
    'repeated-folder',
    'path-digits',
    'index-page',
    'email-in-query',
  ],
};

/** The rows with the named features set to 0 everywhere. */
export function withoutFeatures(rows: readonly TrainingRow[], names: readonly string[]): TrainingRow[] {
  const dropped = new Set(URL_FEATURES.flatMap((feature, j) => (names.includes(feature.name) ? [j] : [])));
  return rows.map((row) => ({ ...row, values: row.values.map((value, j) => (dropped.has(j) ? 0 : value)) }));
}

export function ablate(
  rows: readonly TrainingRow[],
  folds: number,
  options: TrainingOptions,
): { family: string; cv: CrossValidation }[] {
  return Object.entries(FEATURE_FAMILIES).map(([family, names]) => ({
    family,
    cv: crossValidate(withoutFeatures(rows, names), folds, options),
  }));
}
