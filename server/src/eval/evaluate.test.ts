import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { evaluate, summaryJson } from './evaluate';

const rows = [
  { url: 'http://bad-1.example/', isPhishing: true },
  { url: 'http://bad-2.example/', isPhishing: true },
  { url: 'https://good-1.example/', isPhishing: false },
  { url: 'https://good-2.example/', isPhishing: false },
];
const scores: Record<string, number> = {
  'http://bad-1.example/': 20,
  'http://bad-2.example/': 60,
  'https://good-1.example/': 65,
  'https://good-2.example/': 90,
};

describe('evaluate', () => {
  it('scores every row with the given function and reports both band thresholds', async () => {
    const result = await evaluate(rows, (url) => scores[url] ?? 0);
    expect(result.n).toBe(4);
    expect(result.trusted).toMatchObject({ threshold: 70, truePositives: 2, falsePositives: 1 });
    expect(result.caution).toMatchObject({ threshold: 40, truePositives: 1, falsePositives: 0 });
    expect(result.auc).toBe(1);
    expect(result.scored.map((row) => row.score)).toEqual([20, 60, 65, 90]);
  });

  it('accepts an asynchronous scoring function', async () => {
    const result = await evaluate(rows, async (url) => Promise.resolve(scores[url] ?? 0));
    expect(result.trusted.truePositives).toBe(2);
  });

  it('ends with one JSON line carrying exactly the agreed keys', async () => {
    const line = summaryJson(await evaluate(rows, (url) => scores[url] ?? 0));
    const summary = z.record(z.string(), z.number()).parse(JSON.parse(line));
    expect(Object.keys(summary)).toEqual([
      'n',
      'precision70',
      'recall70',
      'f1_70',
      'fpr70',
      'precision40',
      'recall40',
      'f1_40',
      'fpr40',
      'auc',
      'urlsPerSecond',
    ]);
    expect(summary).toMatchObject({
      n: 4,
      precision70: 0.6667,
      recall70: 1,
      fpr70: 0.5,
      recall40: 0.5,
      auc: 1,
    });
  });
});
