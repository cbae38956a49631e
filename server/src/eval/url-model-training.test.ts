import { analyzeLexical, scoreFindings, URL_FEATURES, URL_MODEL } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { crossValidate } from './url-model-cross-validation';
import { formatUrlModelFile } from './url-model-file';
import { buildTrainingRows, finalScore, trainUrlModel } from './url-model-training';

const phishing = [
  'http://secure-login-verify.example.top/account/update.php',
  'http://xk4j2.example.com/Gdoccc/ikkk/index.php',
  'http://mail.x7k2p9q.com/.../',
  'http://example.com/wp-admin/css/secure/login/update.php?email=a@b.c',
  'http://account-verify-billing.example.com/',
  'http://q1w2e3.example.net/doc/doc/file.php',
  'http://203.0.113.9/bank/login.html',
  'http://pa-ry.example.org/xl/ikkk/',
];
const legitimate = [
  'https://www.example.org/news/2024/05/how-to-plant-tomatoes-in-spring.html',
  'https://en.example.org/wiki/Photosynthesis',
  'https://www.example.com/',
  'joes-bakery.com',
  'https://bestcoffeeshop.com/menu/seasonal-drinks',
  'https://docs.example.net/guide/getting-started',
  'https://www.example.edu/departments/history/',
  'https://greenwaterpark.com/',
];
const labeled = [
  ...phishing.map((url) => ({ url, isPhishing: true })),
  ...legitimate.map((url) => ({ url, isPhishing: false })),
];
const options = {
  l2: 1,
  maxFalsePositiveRate: 0.05,
  ruleScoreFloor: 40,
  version: 'test',
  trainedOn: 'test',
  threshold: 70,
};

describe('URL model training', () => {
  it('simulates exactly the score analyzeLexical gives with the shipped model', () => {
    const rows = buildTrainingRows([...labeled, { url: 'https://www.paypal.com/signin', isPhishing: false }]);
    for (const row of rows) {
      const latent = scoreFindings(analyzeLexical(row.url).findings, { evidenceRules: false }).score;
      expect(finalScore(row, URL_MODEL), row.url).toBe(latent);
    }
  });

  it('leaves a brand’s own domain out of the model', () => {
    const [row] = buildTrainingRows([{ url: 'https://www.paypal.com/signin', isPhishing: false }]);
    expect(row?.judged).toBe(false);
  });

  it('learns a model that puts these phishing shapes below the threshold and these pages at or above it', () => {
    const rows = buildTrainingRows(labeled);
    const model = trainUrlModel(rows, options);
    for (const row of rows) {
      if (row.isPhishing) expect(finalScore(row, model), row.url).toBeLessThan(70);
      else expect(finalScore(row, model), row.url).toBeGreaterThanOrEqual(70);
    }
    expect(Object.keys(model.features)).toEqual(URL_FEATURES.map((feature) => feature.name));
  });

  it('cross-validates by site and reports pooled and per-fold metrics', () => {
    const rows = buildTrainingRows(labeled);
    const cv = crossValidate(rows, 4, options);
    expect(cv.perFold).toHaveLength(4);
    expect(cv.pooled.truePositives + cv.pooled.falseNegatives).toBe(phishing.length);
    expect(cv.pooled.falsePositives + cv.pooled.trueNegatives).toBe(legitimate.length);
  });

  it('writes the model as a data module naming every feature', () => {
    const file = formatUrlModelFile(URL_MODEL, 'pnpm train:url-model x.csv');
    expect(file).toContain('export const URL_MODEL: UrlModelWeights = {');
    for (const feature of URL_FEATURES) expect(file).toContain(`'${feature.name}': { mean: `);
    expect(file).toContain(`intercept: ${URL_MODEL.intercept},`);
  });
});
