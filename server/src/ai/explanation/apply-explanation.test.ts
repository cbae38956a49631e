import { describe, expect, it } from 'vitest';
import type { Explanation } from '../ai-provider';
import { finding, sampleReport } from '../testing/sample-report';
import { adjustedScore, applyExplanation, SUMMARY_CHECK_ID } from './apply-explanation';

const hiddenInstructions = finding({ code: 'hidden-instructions', category: 'content', points: -15 });

describe('adjustedScore: what a model may do to the score', () => {
  it.each([
    ['lowers by up to 10', { score: 65, band: 'caution' }, -10, 55],
    ['never lowers by more than 10', { score: 65, band: 'caution' }, -40, 55],
    ['may lower a verdict into a worse band', { score: 45, band: 'caution' }, -8, 37],
    ['never goes below 0', { score: 4, band: 'suspicious' }, -10, 0],
    ['raises within the band', { score: 55, band: 'caution' }, 10, 65],
    ['never raises into a safer band', { score: 65, band: 'caution' }, 10, 69],
    ['never raises a suspicious site out of Suspicious', { score: 35, band: 'suspicious' }, 10, 39],
    ['never goes above 100', { score: 95, band: 'trusted' }, 10, 100],
    ['rounds and bounds a wild proposal', { score: 80, band: 'trusted' }, 99.6, 90],
  ] as const)('%s', (_name, base, proposed, expected) => {
    expect(adjustedScore({ ...base, hardFail: null, findings: [] }, proposed)).toBe(expected);
  });

  it('never lifts a score past a hard-fail cap', () => {
    expect(
      adjustedScore(
        { score: 15, band: 'suspicious', hardFail: { code: 'feed-listed', cap: 20 }, findings: [] },
        10,
      ),
    ).toBe(20);
    expect(
      adjustedScore(
        { score: 20, band: 'suspicious', hardFail: { code: 'feed-listed', cap: 20 }, findings: [] },
        10,
      ),
    ).toBe(20);
  });

  it('gives no upward adjustment to a page that tries to instruct AI reviewers', () => {
    expect(
      adjustedScore({ score: 50, band: 'caution', hardFail: null, findings: [hiddenInstructions] }, 10),
    ).toBe(50);
    expect(
      adjustedScore({ score: 50, band: 'caution', hardFail: null, findings: [hiddenInstructions] }, -5),
    ).toBe(45);
  });
});

describe('applyExplanation', () => {
  it('uses the model summary, moves score, band and threat level together, and records the model', () => {
    const model: Explanation = {
      source: 'model',
      summary: 'A model summary.',
      scoreAdjustment: -10,
      model: 'gpt-test',
    };
    const report = applyExplanation(
      sampleReport({ score: 45, band: 'caution', threatLevel: 'caution' }),
      model,
    );
    expect(report).toMatchObject({
      score: 35,
      band: 'suspicious',
      threatLevel: 'danger',
      summary: 'A model summary.',
    });
    expect(report.checks.at(-1)).toEqual({
      id: SUMMARY_CHECK_ID,
      status: 'ok',
      detail: 'Summary written by gpt-test; score adjusted from 45 to 35.',
    });
  });

  it('records a fallback to the template with its reason, leaving the score alone', () => {
    const fallback: Explanation = {
      source: 'template',
      summary: 'Template.',
      scoreAdjustment: 0,
      fallbackReason: 'timeout',
    };
    const report = applyExplanation(sampleReport({ score: 65 }), fallback);
    expect(report).toMatchObject({ score: 65, band: 'caution', summary: 'Template.' });
    expect(report.checks.at(-1)).toMatchObject({ id: SUMMARY_CHECK_ID, status: 'unavailable' });
    expect(report.checks.at(-1)?.detail).toContain('timeout');
  });

  it('keeps "no evidence either way" while the summary leaves the band where it was', () => {
    const unknown = sampleReport({
      score: 60,
      band: 'caution',
      threatLevel: 'unknown',
      findings: [],
      evidence: { harm: 0, establishment: 0 },
    });
    const offline: Explanation = {
      source: 'template',
      summary: 'T.',
      scoreAdjustment: 0,
      fallbackReason: null,
    };
    expect(applyExplanation(unknown, offline)).toMatchObject({ band: 'caution', threatLevel: 'unknown' });
    const model: Explanation = { source: 'model', summary: 'M.', scoreAdjustment: -5, model: 'gpt-test' };
    expect(applyExplanation(unknown, model)).toMatchObject({ score: 55, threatLevel: 'unknown' });
  });

  it('adds nothing to the checks when the offline template is simply the plan', () => {
    const offline: Explanation = {
      source: 'template',
      summary: 'Template.',
      scoreAdjustment: 0,
      fallbackReason: null,
    };
    const base = sampleReport();
    expect(applyExplanation(base, offline).checks).toEqual(base.checks);
  });
});
