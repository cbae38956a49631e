import { POPULARITY_CODES, popularityFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';

/**
 * Evidence of establishment for sites many people visit (Tranco-style list of registrable domains).
 * Hosting platforms, user-content services and link shorteners never lend their rank to what they host
 * (shared `lendsPopularity`). Hard fails still cap the score afterwards.
 */
export const popularityTopList = defineSignal({
  id: 'popularity-top-list',
  category: 'popularity',
  requires: ['popularity'],
  codes: POPULARITY_CODES,
  run: ({ popularity, lexical }) => {
    const { rank, listedDomain } = popularity;
    if (rank === null || listedDomain === null) return [];
    const finding = popularityFinding(lexical, { rank, listedDomain }, sourceOf(popularity));
    return finding === null ? [] : [finding];
  },
});

function sourceOf({
  listFetchedAt,
  bundledLabel,
}: {
  listFetchedAt: Date | null;
  bundledLabel: string | null;
}) {
  if (bundledLabel !== null) return bundledLabel;
  return listFetchedAt ? `downloaded ${listFetchedAt.toISOString().slice(0, 10)}` : 'downloaded';
}
