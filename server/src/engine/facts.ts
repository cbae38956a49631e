// What one analysis knows (CONVENTIONS 8, "gather, then judge"): the target, its lexical facts, and
// whatever each collector gathered. A signal names the collectors it needs and only runs when all of
// them succeeded, so it never has to reason about a missing fact.
import type { LexicalFacts, NormalizedTarget } from '@scamcheck/shared';
import type { DnsFacts, PageFacts, RdapFacts, SafeBrowsingMatch, TlsFacts, WebRiskMatch } from './collectors';
import type { CommunitySummary, FeedHit } from '../storage/ports';

export type PopularityFacts = {
  /** Best rank of the hostname or its registrable domain; null when the list does not contain it. */
  rank: number | null;
  /** The listed name the rank belongs to. */
  listedDomain: string | null;
  /** When the list in storage was downloaded: the list version a finding cites. */
  listFetchedAt: Date | null;
  /** Set when the answer came from the list shipped with the product (no list downloaded yet). */
  bundledLabel: string | null;
};

export type SafeBrowsingFacts = { checkedUrls: string[]; matches: SafeBrowsingMatch[] };

export type WebRiskFacts = { checkedUrls: string[]; matches: WebRiskMatch[] };

export type FactMap = {
  dns: DnsFacts;
  tls: TlsFacts;
  rdap: RdapFacts;
  page: PageFacts;
  /** Feed entries matching the target URL or host. */
  feeds: FeedHit[];
  /** Feed entries matching where the page redirected to (other URLs and hosts than the target). */
  'redirect-feeds': FeedHit[];
  popularity: PopularityFacts;
  'safe-browsing': SafeBrowsingFacts;
  /** Google Web Risk (the commercial lookup), when configured instead of or beside Safe Browsing. */
  'web-risk': WebRiskFacts;
  /** What signed-in users said about the registrable domain: approved comments, distinct authors. */
  community: CommunitySummary;
};

export type CollectorId = keyof FactMap;

/** Every check, in the order the report lists them. */
export const COLLECTOR_IDS = [
  'dns',
  'tls',
  'rdap',
  'page',
  'feeds',
  'redirect-feeds',
  'popularity',
  'safe-browsing',
  'web-risk',
  'community',
] as const satisfies readonly CollectorId[];

export type BaseFacts = {
  target: NormalizedTarget;
  lexical: LexicalFacts;
  /** The analysis time; ages are measured from it. */
  now: Date;
};

export type GatheredFacts = BaseFacts & Partial<FactMap>;

/** What a signal requiring `R` receives: those facts are guaranteed present. */
export type SignalFacts<R extends CollectorId> = BaseFacts & Partial<FactMap> & Pick<FactMap, R>;

export function hasFacts<R extends CollectorId>(
  facts: GatheredFacts,
  required: readonly R[],
): facts is GatheredFacts & Pick<FactMap, R> {
  return required.every((id) => facts[id] !== undefined);
}
