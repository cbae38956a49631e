import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, findingsOf } from '../testing/signal-facts';
import { popularityTopList } from './popularity-top-list';

const listed = (listedDomain: string | null, rank: number | null) => ({
  popularity: { rank, listedDomain, listFetchedAt: new Date('2030-05-31T00:00:00Z'), bundledLabel: null },
});

describe('popularity-top-list', () => {
  it.each([
    [1, ['popularity-top-1k']],
    [1_000, ['popularity-top-1k']],
    [1_001, ['popularity-top-10k']],
    [50_000, ['popularity-top-100k']],
    [999_999, ['popularity-top-1m']],
    [2_000_000, []],
  ])('rank %i gives %j', (rank, codes) => {
    expect(codesOf(popularityTopList, factsFor('example.com', listed('example.com', rank)))).toEqual(codes);
  });

  it('gives nothing to an unlisted site', () => {
    expect(codesOf(popularityTopList, factsFor('example.com', listed(null, null)))).toEqual([]);
  });

  it("does not lend a hosting platform's rank to a user's site on it", () => {
    expect(codesOf(popularityTopList, factsFor('paypal-help.weebly.com', listed('weebly.com', 900)))).toEqual(
      [],
    );
  });

  it('names the rank and the list date', () => {
    const [finding] =
      findingsOf(popularityTopList, factsFor('example.com', listed('example.com', 1234))) ?? [];
    expect(finding).toMatchObject({
      evidence: 'example.com is ranked #1,234 on the popularity list.',
      source: 'popularity top list (downloaded 2030-05-31)',
      points: 18,
    });
  });
});
