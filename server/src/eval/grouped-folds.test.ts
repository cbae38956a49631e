import { describe, expect, it } from 'vitest';
import { groupedFolds } from './grouped-folds';

describe('groupedFolds', () => {
  const groups = ['big.example', ...Array.from({ length: 40 }, (_, i) => `site-${i % 13}.example`)];
  groups.push(...Array<string>(10).fill('big.example'));

  it('puts every row of a site in the same fold', () => {
    const folds = groupedFolds(groups, 5);
    const foldOf = new Map<string, number>();
    groups.forEach((group, i) => {
      expect(foldOf.get(group) ?? folds[i]).toBe(folds[i]);
      foldOf.set(group, folds[i] ?? -1);
    });
  });

  it('uses every fold and keeps them within one big site of each other', () => {
    const folds = groupedFolds(groups, 5);
    const sizes = [0, 1, 2, 3, 4].map((fold) => folds.filter((f) => f === fold).length);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(11);
  });

  it('gives the same folds on every run', () => {
    expect(groupedFolds(groups, 5)).toEqual(groupedFolds([...groups], 5));
  });
});
