// Popularity as evidence of establishment: a site many people visit (a Tranco-style list of registrable
// domains) has a reputation to lose. Hosting platforms, user-content services and link shorteners never
// lend their rank to what they host: a page on them is judged as a page, a short link by where it leads.
import type { Finding } from '../report/finding';
import type { FindingCode } from '../scoring/weights';
import type { NormalizedTarget } from '../target/normalize-target';
import { createFinding } from './define-lexical-signal';
import { isShortenerHost } from './hosting-match';
import type { LexicalFacts } from './lexical-facts';

export type PopularityHit = { rank: number; listedDomain: string };

/** A popularity list: the best rank of the given names, and how findings cite it. */
export type PopularityLookup = {
  rankOf(names: readonly string[]): PopularityHit | null;
  label: string;
};

const TIERS: readonly { maxRank: number; code: FindingCode; label: string }[] = [
  { maxRank: 1_000, code: 'popularity-top-1k', label: 'top 1,000' },
  { maxRank: 10_000, code: 'popularity-top-10k', label: 'top 10,000' },
  { maxRank: 100_000, code: 'popularity-top-100k', label: 'top 100,000' },
  { maxRank: 1_000_000, code: 'popularity-top-1m', label: 'top million' },
];

export const POPULARITY_CODES: readonly FindingCode[] = TIERS.map((tier) => tier.code);

/** The names a list may hold for a target: the host itself, then its registrable domain (PSL private on). */
export function popularityNames(target: NormalizedTarget): string[] {
  const names = [target.hostname];
  if (target.registrableDomain !== null && target.registrableDomain !== target.hostname)
    names.push(target.registrableDomain);
  return names;
}

/** Whether a listed name may vouch for this target (never a platform for the pages it hosts). */
export function lendsPopularity(facts: LexicalFacts, listedDomain: string): boolean {
  const { target } = facts;
  if (facts.freeHosting !== null && listedDomain !== target.hostname) return false;
  if (isShortenerHost(target.hostname) && target.path !== '/' && target.path !== '') return false;
  return true;
}

export function popularityFinding(facts: LexicalFacts, hit: PopularityHit, source: string): Finding | null {
  if (!lendsPopularity(facts, hit.listedDomain)) return null;
  const tier = TIERS.find((candidate) => hit.rank <= candidate.maxRank);
  if (tier === undefined) return null;
  return createFinding(tier.code, {
    title: `Among the ${tier.label} most visited sites`,
    evidence: `${hit.listedDomain} is ranked #${hit.rank.toLocaleString('en-US')} on the popularity list.`,
    source: `popularity top list (${source})`,
  });
}

/** A lookup over `rank,domain`-ordered names (one per line, rank = line number), parsed on first use. */
export function createRankedListLookup(newlineSeparated: () => string, label: string): PopularityLookup {
  let ranks: Map<string, number> | null = null;
  return {
    label,
    rankOf(names) {
      ranks ??= new Map(
        newlineSeparated()
          .split('\n')
          .map((name, index) => [name, index + 1]),
      );
      for (const name of names) {
        const rank = ranks.get(name);
        if (rank !== undefined) return { rank, listedDomain: name };
      }
      return null;
    },
  };
}
