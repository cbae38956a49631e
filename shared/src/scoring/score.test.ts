import { describe, expect, it } from 'vitest';
import type { Finding } from '../report/finding';
import { MIN_HARM_EVIDENCE, scoreFindings } from './score';
import { BASE_SCORE, CATEGORY_RISK_CAPS, FINDING_WEIGHTS, HARD_FAIL_CAPS } from './weights';

function finding(code: string, points: number, category: Finding['category'] = 'lexical') {
  return { code, points, category };
}

/** Evidence of establishment: a code whose weight says `establishes`. */
const popular = (points = 18) => finding('popularity-top-10k', points, 'popularity');

describe('scoreFindings', () => {
  it('puts a site with no evidence either way in Caution with threat level unknown', () => {
    expect(scoreFindings([])).toEqual({
      score: 69,
      band: 'caution',
      threatLevel: 'unknown',
      hardFail: null,
      evidence: { harm: 0, establishment: 0 },
    });
  });

  it('needs evidence of establishment to reach Trusted', () => {
    // "looks like an ordinary page" is trust, but not establishment: it stays in Caution
    expect(scoreFindings([finding('url-structure-ordinary', 15)])).toMatchObject({
      score: 69,
      band: 'caution',
    });
    expect(scoreFindings([popular()])).toMatchObject({
      score: BASE_SCORE + 18,
      band: 'trusted',
      threatLevel: 'safe',
      evidence: { harm: 0, establishment: 18 },
    });
  });

  it('needs evidence of harm to reach Suspicious', () => {
    expect(scoreFindings([], { base: 10 })).toMatchObject({
      score: 40,
      band: 'caution',
      threatLevel: 'unknown',
    });
    expect(scoreFindings([finding('b', -25)], { base: 60 })).toMatchObject({ score: 35, band: 'suspicious' });
  });

  it('calls faint harm with nothing else "unknown", and real harm a warning', () => {
    expect(scoreFindings([finding('x', -(MIN_HARM_EVIDENCE - 1))]).threatLevel).toBe('unknown');
    expect(scoreFindings([finding('x', -MIN_HARM_EVIDENCE)]).threatLevel).toBe('caution');
  });

  it('adds trust points and subtracts risk points', () => {
    const result = scoreFindings([popular(10), finding('b', -25)], { base: 60 });
    expect(result).toMatchObject({ score: 45, evidence: { harm: 25, establishment: 10 } });
  });

  it('caps the risk points one category can take off', () => {
    const cap = CATEGORY_RISK_CAPS.lexical;
    const many = [finding('a', -cap), finding('b', -30), finding('c', -30), popular(0.001)];
    expect(scoreFindings(many, { base: 100 })).toMatchObject({ score: 100 - cap, evidence: { harm: cap } });
  });

  it('adds the capped risk of different categories', () => {
    const result = scoreFindings([finding('a', -20, 'lexical'), finding('b', -20, 'lookalike'), popular(1)], {
      base: 89,
      categoryCaps: { lexical: 10, lookalike: 15 },
    });
    expect(result.score).toBe(65);
  });

  it('clamps the score to 0–100', () => {
    expect(scoreFindings([popular(80)]).score).toBe(100);
    const wrecked = [finding('a', -90, 'reputation'), finding('b', -60, 'lookalike'), finding('c', -45)];
    expect(scoreFindings(wrecked).score).toBe(0);
  });

  it('caps the score below 40 on a hard fail whatever the trust points say', () => {
    const result = scoreFindings([finding('lookalike-homoglyph', -1, 'lookalike'), popular(50)]);
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
    expect(result).toMatchObject({ score: 10, hardFail: { code: 'strict', cap: 10 }, threatLevel: 'danger' });
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
  ] as const)('places an established site (+0) with %d points at %d (%s)', (points, score, band) => {
    const findings = [finding('x', points, 'reputation'), popular(0.4)];
    expect(scoreFindings(findings, { base: 80 })).toMatchObject({ score, band });
  });

  it('rounds to an integer', () => {
    expect(scoreFindings([finding('x', -0.6, 'reputation'), popular(0.001)], { base: 80 }).score).toBe(79);
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

  it('marks only trust points as evidence of establishment', () => {
    const establishing = Object.entries(FINDING_WEIGHTS).filter(
      ([, weight]) => 'establishes' in weight && weight.establishes,
    );
    expect(establishing.map(([code]) => code)).toContain('popularity-top-1k');
    for (const [code, weight] of establishing) expect(weight.points, code).toBeGreaterThan(0);
  });
});
