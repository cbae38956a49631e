import { createFinding, type FindingCode } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';

const TIERS: readonly { maxRank: number; code: FindingCode; label: string }[] = [
  { maxRank: 1_000, code: 'popularity-top-1k', label: 'top 1,000' },
  { maxRank: 10_000, code: 'popularity-top-10k', label: 'top 10,000' },
  { maxRank: 100_000, code: 'popularity-top-100k', label: 'top 100,000' },
  { maxRank: 1_000_000, code: 'popularity-top-1m', label: 'top million' },
];

/**
 * Trust for sites many people visit (Tranco-style list of registrable domains). A free-hosting
 * platform's rank says nothing about one user's site on it. Hard fails still cap the score afterwards.
 */
export const popularityTopList = defineSignal({
  id: 'popularity-top-list',
  category: 'popularity',
  requires: ['popularity'],
  codes: TIERS.map((tier) => tier.code),
  run: ({ popularity, lexical, target }) => {
    const { rank, listedDomain, listFetchedAt } = popularity;
    if (rank === null || listedDomain === null) return [];
    if (lexical.freeHosting !== null && listedDomain !== target.hostname) return [];
    const tier = TIERS.find((candidate) => rank <= candidate.maxRank);
    if (tier === undefined) return [];
    return [
      createFinding(tier.code, {
        title: `Among the ${tier.label} most visited sites`,
        evidence: `${listedDomain} is ranked #${rank.toLocaleString('en-US')} on the popularity list.`,
        source: `popularity top list${listFetchedAt ? ` (downloaded ${listFetchedAt.toISOString().slice(0, 10)})` : ''}`,
      }),
    ];
  },
});
