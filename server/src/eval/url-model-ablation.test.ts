import { URL_FEATURES } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { FEATURE_FAMILIES, withoutFeatures } from './url-model-ablation';
import type { TrainingRow } from './url-model-training';

const row: TrainingRow = {
  url: 'http://example.com/',
  isPhishing: false,
  group: 'example.com',
  ruleFindings: [],
  ruleScore: 80,
  values: URL_FEATURES.map((_, j) => j + 1),
  judged: true,
};

describe('URL model ablation', () => {
  it('names only features the model has, each in one family at most', () => {
    const names = Object.values(FEATURE_FAMILIES).flat();
    const known = URL_FEATURES.map((feature) => feature.name);
    for (const name of names) expect(known).toContain(name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds the named features at zero and leaves the others alone', () => {
    const [changed] = withoutFeatures([row], ['host-length', 'brand-names']);
    const index = (name: string) => URL_FEATURES.findIndex((feature) => feature.name === name);
    expect(changed?.values[index('host-length')]).toBe(0);
    expect(changed?.values[index('brand-names')]).toBe(0);
    expect(changed?.values[index('path-depth')]).toBe(row.values[index('path-depth')]);
    expect(row.values[index('host-length')]).toBe(index('host-length') + 1);
  });
});
