import { describe, expect, it } from 'vitest';
import { metricsAtThreshold, rocAuc, type ScoredLabel } from './metrics';

const phish = (score: number): ScoredLabel => ({ score, isPhishing: true });
const legit = (score: number): ScoredLabel => ({ score, isPhishing: false });

describe('metricsAtThreshold', () => {
  // Predicted phishing means score < threshold.
  const items = [phish(10), phish(65), phish(80), legit(50), legit(75), legit(90), legit(95)];

  it('counts a URL as predicted phishing when its score is below the threshold', () => {
    expect(metricsAtThreshold(items, 70)).toMatchObject({
      truePositives: 2,
      falseNegatives: 1,
      falsePositives: 1,
      trueNegatives: 3,
      precision: 2 / 3,
      recall: 2 / 3,
      falsePositiveRate: 1 / 4,
    });
    expect(metricsAtThreshold(items, 70).f1).toBeCloseTo(2 / 3, 10);
  });

  it('treats a score equal to the threshold as not phishing', () => {
    expect(metricsAtThreshold([phish(70), legit(70)], 70)).toMatchObject({
      truePositives: 0,
      falsePositives: 0,
    });
  });

  it('uses the stricter threshold for the Suspicious band', () => {
    expect(metricsAtThreshold(items, 40)).toMatchObject({
      truePositives: 1,
      falsePositives: 0,
      recall: 1 / 3,
    });
  });

  it('reports zero instead of NaN when nothing is predicted or present', () => {
    expect(metricsAtThreshold([legit(90)], 70)).toMatchObject({
      precision: 0,
      recall: 0,
      f1: 0,
      falsePositiveRate: 0,
    });
  });
});

describe('rocAuc', () => {
  it('is 1 when every phishing URL scores below every legitimate one', () => {
    expect(rocAuc([phish(5), phish(20), legit(60), legit(90)])).toBe(1);
  });

  it('is 0 when the order is exactly reversed', () => {
    expect(rocAuc([phish(95), phish(90), legit(10), legit(20)])).toBe(0);
  });

  it('gives ties half credit (rank method)', () => {
    expect(rocAuc([phish(50), legit(50)])).toBe(0.5);
    // pairs: (30,50)=1, (30,70)=1, (50,50)=0.5, (50,70)=1 → 3.5 / 4
    expect(rocAuc([phish(30), phish(50), legit(50), legit(70)])).toBe(0.875);
  });

  it('is undefined (NaN) with only one class', () => {
    expect(rocAuc([phish(1), phish(2)])).toBeNaN();
  });
});
