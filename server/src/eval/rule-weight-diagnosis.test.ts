import { FINDING_WEIGHTS, URL_FEATURES, type Finding } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { diagnoseRuleWeights } from './rule-weight-diagnosis';
import type { TrainingRow } from './url-model-training';

const shortener: Finding = {
  code: 'url-shortener',
  category: 'lexical',
  severity: 'medium',
  title: '',
  evidence: '',
  source: '',
  points: FINDING_WEIGHTS['url-shortener'].points,
};

// Rows where the rule score carries the signal, plus a code that marks phishing far more reliably than
// its points say: every row with it is phishing, yet it leaves the score in the trusted band.
function rows(): TrainingRow[] {
  const out: TrainingRow[] = [];
  for (let i = 0; i < 200; i++) {
    const isPhishing = i % 2 === 0;
    const hasCode = isPhishing && i % 4 === 0;
    out.push({
      url: `http://site-${i}.example/`,
      isPhishing,
      group: `site-${i}`,
      ruleFindings: hasCode ? [shortener] : [],
      ruleScore: hasCode ? 75 : isPhishing ? 50 + (i % 30) : 70 + (i % 30),
      values: URL_FEATURES.map(() => 0),
      judged: true,
    });
  }
  return out;
}

describe('diagnoseRuleWeights', () => {
  it('advises taking off more points for a code that marks phishing more reliably than its weight says', () => {
    const [advice] = diagnoseRuleWeights(rows(), 20);
    expect(advice).toMatchObject({ code: 'url-shortener', rows: 50, phishingShare: 1 });
    expect(advice?.currentPoints).toBe(FINDING_WEIGHTS['url-shortener'].points);
    expect(advice?.extraPoints).toBeLessThan(-5);
  });

  it('ignores codes seen on fewer rows than asked for', () => {
    expect(diagnoseRuleWeights(rows(), 51)).toEqual([]);
  });
});
