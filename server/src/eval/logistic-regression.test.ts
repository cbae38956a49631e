import { describe, expect, it } from 'vitest';
import { fitLogistic, logOdds } from './logistic-regression';

// Deterministic pseudo-random numbers, so the test data is the same on every run.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('fitLogistic', () => {
  it('recovers the coefficients that generated the labels', () => {
    const next = random(7);
    const rows: number[][] = [];
    const labels: boolean[] = [];
    for (let i = 0; i < 4000; i++) {
      const a = next() * 4 - 2;
      const b = next() * 10;
      const p = 1 / (1 + Math.exp(-(0.5 + 1.5 * a - 0.3 * b)));
      rows.push([a, b]);
      labels.push(next() < p);
    }
    const model = fitLogistic(rows, labels, { l2: 0.01 });
    expect(model.weights[0]).toBeCloseTo(1.5, 0);
    expect(model.weights[1]).toBeCloseTo(-0.3, 1);
    expect(model.intercept).toBeCloseTo(0.5, 0);
  });

  it('works in raw feature units, so log-odds need no scaling by the caller', () => {
    const rows = [[0], [1], [2], [3], [10], [11], [12], [13]];
    const labels = [false, false, false, false, true, true, true, true];
    const model = fitLogistic(rows, labels, { l2: 1 });
    expect(logOdds(model, [0])).toBeLessThan(0);
    expect(logOdds(model, [13])).toBeGreaterThan(0);
    expect(logOdds(model, [13])).toBeGreaterThan(logOdds(model, [10]));
  });

  it('keeps weights finite when the classes separate perfectly, thanks to the penalty', () => {
    const model = fitLogistic([[0], [1], [2], [3]], [false, false, true, true], { l2: 1 });
    expect(Number.isFinite(model.weights[0])).toBe(true);
    expect(model.weights[0]).toBeGreaterThan(0);
  });

  it('gives a constant column no weight', () => {
    const model = fitLogistic(
      [
        [1, 0],
        [1, 1],
        [1, 2],
        [1, 3],
      ],
      [false, false, true, true],
    );
    expect(model.weights[0]).toBe(0);
  });
});
