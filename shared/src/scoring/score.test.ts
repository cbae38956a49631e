import { describe, expect, it } from 'vitest';
import type { Finding } from '../report/finding';
import { scoreFindings } from './score';
import { BASE_SCORE, CATEGORY_RISK_CAPS, FINDING_WEIGHTS, HARD_FAIL_CAPS } from './weights';

function finding(code: string, points: number, category: Finding['category'] = 'lexical') {
  return { code, points, category };
}

describe('scoreFindings', () => {
  it('gives the base score and the trusted band when nothing was found', () => {
    expect(scoreFindings([])).toEqual({
      score: BASE_SCORE,
      band: 'trusted',
      threatLevel: 'safe',
      hardFail: null,
    });
  });

  it('adds trust points and subtracts risk points', () => {
    const result = scoreFindings([finding('a', 10, 'popularity'), finding('b', -25)], { base: 60 });
    expect(result.score).toBe(45);
  });

  it('caps the risk points one category can take off', () => {
    const cap = CATEGORY_RISK_CAPS.lexical;
    const many = [finding('a', -cap), finding('b', -30), finding('c', -30)];
    expect(scoreFindings(many, { base: 100 }).score).toBe(100 - cap);
  });

  it('adds the capped risk of different categories', () => {
    const result = scoreFindings([finding('a', -20, 'lexical'), finding('b', -20, 'lookalike')], {
      base: 90,
      categoryCaps: { lexical: 10, lookalike: 15 },
    });
    expect(result.score).toBe(65);
  });

  it('clamps the score to 0–100', () => {
    expect(scoreFindings([finding('trust', 80, 'popularity')]).score).toBe(100);
    const wrecked = [finding('a', -90, 'reputation'), finding('b', -60, 'lookalike'), finding('c', -45)];
    expect(scoreFindings(wrecked).score).toBe(0);
  });

  it('caps the score below 40 on a hard fail whatever the trust points say', () => {
    const result = scoreFindings([
      finding('lookalike-homoglyph', -1, 'lookalike'),
      finding('t', 50, 'popularity'),
    ]);
    expect(result).toMatchObject({ band: 'suspicious', threatLevel: 'danger' });
    expect(result.score).toBe(HARD_FAIL_CAPS['lookalike-homoglyph']);
    expect(result.hardFail).toEqual({
      code: 'lookalike-homoglyph',
      cap: HARD_FAIL_CAPS['lookalike-homoglyph'],
    });
  });

  it('reports the strictest hard fail when several apply', () => {
    const result = scoreFindings([finding('soft', 0), finding('strict', 0)], {
      hardFailCaps: { soft: 35, strict: 10 },
    });
    expect(result).toMatchObject({ score: 10, hardFail: { code: 'strict', cap: 10 } });
  });

  it('keeps a score that is already below the hard-fail cap', () => {
    const result = scoreFindings([finding('x', -70, 'reputation')], { base: 80, hardFailCaps: { x: 30 } });
    expect(result.score).toBe(10);
  });

  it.each([
    [-10, 70, 'trusted'],
    [-11, 69, 'caution'],
    [-40, 40, 'caution'],
    [-41, 39, 'suspicious'],
  ] as const)('places a base of 80 with %d points at %d (%s)', (points, score, band) => {
    expect(scoreFindings([finding('x', points, 'reputation')], { base: 80 })).toMatchObject({ score, band });
  });

  it('rounds to an integer', () => {
    expect(scoreFindings([finding('x', -0.6, 'reputation')], { base: 80 }).score).toBe(79);
  });
});

describe('weights table', () => {
  it('keeps every hard-fail cap below the Caution band', () => {
    for (const cap of Object.values(HARD_FAIL_CAPS)) expect(cap).toBeLessThanOrEqual(39);
  });

  it('gives every hard-fail code a weight', () => {
    for (const code of Object.keys(HARD_FAIL_CAPS)) expect(Object.keys(FINDING_WEIGHTS)).toContain(code);
  });

  it('uses kebab-case codes and points whose sign matches the severity', () => {
    for (const [code, weight] of Object.entries(FINDING_WEIGHTS)) {
      expect(code).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      if (weight.severity !== 'info') expect(weight.points, code).toBeLessThan(0);
    }
  });
});
