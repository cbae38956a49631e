import type { FeedHit } from '../../storage/ports';
import { feedDisplayName } from './feed-sources';

export type FeedHitsBySource = { source: string; name: string; indicators: string[]; fetchedAt: Date };

/** One group per feed, URL indicators before host ones, so evidence quotes the most precise entry. */
export function groupFeedHits(hits: readonly FeedHit[]): FeedHitsBySource[] {
  const groups = new Map<string, FeedHitsBySource>();
  const ordered = [...hits].sort((a, b) => Number(a.kind === 'host') - Number(b.kind === 'host'));
  for (const hit of ordered) {
    const group = groups.get(hit.source) ?? {
      source: hit.source,
      name: feedDisplayName(hit.source),
      indicators: [],
      fetchedAt: hit.fetchedAt,
    };
    if (!group.indicators.includes(hit.indicator)) group.indicators.push(hit.indicator);
    groups.set(hit.source, group);
  }
  return [...groups.values()];
}

/** "threat feed OpenPhish (list of 2030-06-01 10:00 UTC)": the source and the list version. */
export function feedSource(group: FeedHitsBySource): string {
  return `threat feed ${group.name} (list of ${group.fetchedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
}
