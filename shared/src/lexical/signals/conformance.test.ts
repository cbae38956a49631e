// Like ESLint's rules-folder checks: every signal file is registered under its own name, tested, and
// every code it can emit has a weight, so adding a signal cannot silently skip a step.
import { describe, expect, it } from 'vitest';
import { FINDING_WEIGHTS } from '../../scoring/weights';
import { normalizeTarget } from '../../target/normalize-target';
import { gatherLexicalFacts } from '../lexical-facts';
import { LEXICAL_SIGNALS } from './index';

declare global {
  interface ImportMeta {
    glob(pattern: string, options?: { eager?: boolean }): Record<string, unknown>;
  }
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/(\.test)?\.ts$/, '');
const signalFiles = Object.keys(import.meta.glob('./*.ts'))
  .filter((path) => !path.endsWith('.test.ts') && !path.endsWith('/index.ts'))
  .map(fileName);
const testFiles = new Set(Object.keys(import.meta.glob('./*.test.ts')).map(fileName));
const registeredIds = LEXICAL_SIGNALS.map((signal) => signal.id);
const weights: Record<string, { points: number; scaled?: true }> = FINDING_WEIGHTS;

// URLs that make every signal speak at least once.
const CORPUS = [
  'http://paypal.com.secure-update.example.top/wp-includes/a111aedc8ae390eabcfa130e041a10a4/login.php?email=a@b.co',
  'http://paypal.com@192.0.2.1:8080/redirect//x?u=http://evil.example/%70%61%79',
  'http://user:pw@0xC0.0.2.1/',
  'https://xn--pypal-4ve.com/',
  'http://аррӏе.com/',
  'https://bit.ly/abc',
  'https://paypal-login.web.app/',
  'https://someone.blogspot.com/',
  'https://docs.google.com/forms/d/e/x/viewform',
  'https://free-gift.example.com/claim/giveaway.html',
  'https://www.paypal.com/',
  'gooogle.com',
  'micsosoft.com',
  'netflix.xyz',
  'http://z73sx3kfvu12ol97jastd32.a.b.c-d-e-f.example.info/a/b/c/d/e/f/g/next.php',
  `http://example.com/${'x'.repeat(130)}`,
  'http://www-bank.example/.hidden/css/',
  'http://example.com/images/secure/index.html',
  'http://example.com/paypal/webapps/',
  'http://netflix-billing.example.com/',
  'https://www.example.org/news/2024/05/how-to-plant-tomatoes-in-spring.html',
];

// A scaled code carries a share of its weight: same sign, never larger; others carry it exactly.
function expectWeighted(code: string, points: number) {
  const weight = weights[code];
  if (weight?.scaled !== true) return expect(points, code).toBe(weight?.points);
  expect(Math.sign(points), code).toBe(Math.sign(weight.points));
  expect(Math.abs(points), code).toBeLessThanOrEqual(Math.abs(weight.points));
  expect(Number.isInteger(points), code).toBe(true);
}

describe('lexical signals', () => {
  it('registers every signal file under its file name, sorted by id', () => {
    expect([...registeredIds].sort()).toEqual(registeredIds);
    expect(registeredIds).toEqual([...signalFiles].sort());
  });

  it.each(registeredIds)('has a test file for %s', (id) => {
    expect(testFiles.has(id)).toBe(true);
  });

  it.each(LEXICAL_SIGNALS.map((signal) => [signal.id, signal] as const))(
    'gives every code of %s a weight',
    (_id, signal) => {
      expect(signal.codes.length).toBeGreaterThan(0);
      for (const code of signal.codes) expect(Object.keys(FINDING_WEIGHTS)).toContain(code);
    },
  );

  it('emits only declared codes, and every signal emits on the sample corpus', () => {
    const silent = new Set(registeredIds);
    for (const url of CORPUS) {
      const facts = gatherLexicalFacts(normalizeTarget(url));
      for (const signal of LEXICAL_SIGNALS) {
        for (const finding of signal.run(facts) ?? []) {
          expect(signal.codes, `${signal.id} on ${url}`).toContain(finding.code);
          expectWeighted(finding.code, finding.points);
          silent.delete(signal.id);
        }
      }
    }
    expect([...silent]).toEqual([]);
  });
});
