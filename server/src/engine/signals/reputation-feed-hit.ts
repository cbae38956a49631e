import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { isSharedOrOfficialHost } from '../signal-helpers/brand-of';
import { feedSource, groupFeedHits } from '../signal-helpers/feed-hits';

/**
 * A threat feed lists this URL or host: a hard fail (the score is capped at 20 whatever else says). On a
 * brand's own or a shared host (docs.google.com), where feeds list single abused pages, only an exact
 * URL counts, never the whole host.
 */
export const reputationFeedHit = defineSignal({
  id: 'reputation-feed-hit',
  category: 'reputation',
  requires: ['feeds'],
  codes: ['feed-listed'],
  run: ({ feeds, lexical }) => {
    const hits = isSharedOrOfficialHost(lexical) ? feeds.filter((hit) => hit.kind === 'url') : feeds;
    return groupFeedHits(hits).map((group) =>
      createFinding('feed-listed', {
        title: `Listed by ${group.name}`,
        evidence: `${group.name} lists ${group.indicators[0]} as malicious${group.indicators.length > 1 ? ` (and ${group.indicators.length - 1} more entries)` : ''}.`,
        source: feedSource(group),
      }),
    );
  },
});
