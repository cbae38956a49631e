import { BAND_THRESHOLDS, BASE_SCORE } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { scoreReport } from '../score-report';
import { codesOf, factsFor, findingsOf } from '../testing/signal-facts';
import { communityReports } from './community-reports';

const community = (negativeAuthors: number, positiveAuthors: number) => ({
  community: {
    domain: 'shop.example',
    approvedCount: negativeAuthors + positiveAuthors,
    averageRating: null,
    negativeAuthors,
    positiveAuthors,
  },
});

describe('community-reports', () => {
  it.each([
    ['nobody commented', 0, 0, []],
    ['two negative authors', 2, 0, []],
    ['three negative authors', 3, 0, ['community-reported']],
    ['three negative, three positive authors', 3, 3, []],
    ['four negative, three positive authors', 4, 3, ['community-reported']],
    ['ten negative, five positive authors', 10, 5, ['community-reported-widely']],
    ['ten negative, six positive authors', 10, 6, ['community-reported']],
    ['many positive authors only', 0, 40, []],
  ])('%s gives %j', (_label, negative, positive, codes) => {
    expect(codesOf(communityReports, factsFor('shop.example', community(negative, positive)))).toEqual(codes);
  });

  it('does not run without the community check', () => {
    expect(codesOf(communityReports, factsFor('shop.example'))).toBeNull();
  });

  it('says how many distinct people rated the site, and that comments were reviewed', () => {
    const [finding] = findingsOf(communityReports, factsFor('shop.example', community(3, 1))) ?? [];
    expect(finding).toMatchObject({
      evidence: '3 people rated shop.example 1 or 2 out of 5 in reviewed comments; 1 rated it 4 or 5.',
      points: -8,
      category: 'community',
    });
  });

  it('never takes more than 15 points, so it alone cannot make a Trusted site Suspicious', () => {
    const [finding] = findingsOf(communityReports, factsFor('shop.example', community(500, 0))) ?? [];
    expect(finding?.points).toBe(-15);
    // Even if the finding were produced twice, the community category is capped at 15 points.
    const lowestTrusted = scoreReport([
      { ...trustTo(BAND_THRESHOLDS.trusted) },
      ...(finding ? [finding, finding] : []),
    ]);
    expect(lowestTrusted.score).toBe(BAND_THRESHOLDS.trusted - 15);
    expect(lowestTrusted.band).toBe('caution');
  });
});

/** A finding that moves the base score to exactly `score` (a site on the edge of Trusted). */
function trustTo(score: number) {
  return {
    code: 'domain-established',
    category: 'registration' as const,
    severity: 'info' as const,
    title: 'fixture',
    evidence: 'fixture',
    source: 'fixture',
    points: score - BASE_SCORE,
  };
}
