import { describe, expect, it } from 'vitest';
import { analyzeLexical, runLexicalSignals } from '../lexical/analyze-lexical';
import { createFinding, defineLexicalSignal } from '../lexical/define-lexical-signal';
import { gatherLexicalFacts } from '../lexical/lexical-facts';
import { LEXICAL_SIGNALS } from '../lexical/signals';
import { FINDING_WEIGHTS } from '../scoring/weights';
import { normalizeTarget } from '../target/normalize-target';
import { defineCheck, type UnavailableOutcome } from './check';
import { CHECK_FAILED, runCheck, runChecks } from './run-checks';
import { pointsFrom } from './weights-table';

const WEIGHTS = { seen: 7, calm: 3 } as const;

const seen = defineCheck<string, number>({
  id: 'seen',
  kind: 'message-rule',
  axis: 'harm',
  run: (text) => (text.includes('x') ? [pointsFrom(WEIGHTS, 'seen')] : null),
});

const broken = defineCheck<string, number>({
  id: 'broken',
  kind: 'message-rule',
  axis: 'harm',
  run: () => {
    throw new TypeError('cannot read the cue');
  },
});

describe('running checks', () => {
  it('gives hit, none and unavailable outcomes', () => {
    expect(runCheck(seen, 'x')).toEqual({ id: 'seen', kind: 'message-rule', status: 'hit', hits: [7] });
    expect(runCheck(seen, 'y')).toEqual({ id: 'seen', kind: 'message-rule', status: 'none' });
    expect(runCheck(broken, 'x')).toEqual({
      id: 'broken',
      kind: 'message-rule',
      status: 'unavailable',
      reason: CHECK_FAILED,
      error: 'TypeError: cannot read the cue',
    });
  });

  it('reports a check that throws as unavailable, with its error, and keeps the others', () => {
    const told: [UnavailableOutcome, unknown][] = [];
    const result = runChecks([broken, seen], 'x', (outcome, error) => told.push([outcome, error]));
    expect(result.hits).toEqual([7]);
    expect(result.unavailable.map(({ id, error }) => [id, error])).toEqual([
      ['broken', 'TypeError: cannot read the cue'],
    ]);
    expect(told).toHaveLength(1);
    expect(told[0]?.[1]).toBeInstanceOf(TypeError);
  });

  it('makes a check with no weight unavailable instead of counting NaN points', () => {
    const unweighted = defineCheck<string, number>({
      id: 'unweighted',
      kind: 'image',
      axis: 'trust',
      run: () => [pointsFrom<string>(WEIGHTS, 'missing')],
    });
    expect(runCheck(unweighted, '')).toMatchObject({
      status: 'unavailable',
      error: 'Error: No weight for "missing"',
    });
  });
});

describe('lexical signals as checks', () => {
  const facts = gatherLexicalFacts(normalizeTarget('http://paypal-login.example.top/verify'));
  const throwing = defineLexicalSignal({
    id: 'throwing',
    codes: ['tld-high-risk'],
    run: () => {
      throw new Error('bug');
    },
  });

  it('lists a lexical signal that throws as unavailable and still scores the others', () => {
    const withBug = runLexicalSignals(facts, [throwing, ...LEXICAL_SIGNALS]);
    const without = runLexicalSignals(facts);
    expect(withBug.unavailable).toMatchObject([{ id: 'throwing', kind: 'lexical', error: 'Error: bug' }]);
    expect(withBug.hits).toEqual(without.hits);
    expect(without.hits.length).toBeGreaterThan(0);
    expect(analyzeLexical('paypal-login.example.top').unavailable).toEqual([]);
  });

  it("reads each signal's axis from its codes' weights", () => {
    const axes = Object.fromEntries(LEXICAL_SIGNALS.map((signal) => [signal.id, signal.axis]));
    expect(axes).toMatchObject({ 'ip-host': 'harm', 'official-domain': 'trust', 'url-structure': 'both' });
  });

  it('takes points from the weights table: changing the data changes the points', () => {
    const weight = FINDING_WEIGHTS['tld-high-risk'] as { points: number };
    const before = weight.points;
    const text = { title: 't', evidence: 'e', source: 's' };
    try {
      expect(createFinding('tld-high-risk', text).points).toBe(before);
      weight.points = -31;
      expect(createFinding('tld-high-risk', text).points).toBe(-31);
    } finally {
      weight.points = before;
    }
  });
});
