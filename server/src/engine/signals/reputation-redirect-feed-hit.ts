import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { feedSource, groupFeedHits } from '../signal-helpers/feed-hits';

/** The page redirects to a URL or host a threat feed lists: a hard fail like a direct listing. */
export const reputationRedirectFeedHit = defineSignal({
  id: 'reputation-redirect-feed-hit',
  category: 'reputation',
  requires: ['redirect-feeds'],
  codes: ['feed-listed-destination'],
  run: ({ 'redirect-feeds': hits, target }) =>
    groupFeedHits(hits).map((group) =>
      createFinding('feed-listed-destination', {
        title: `Leads to a site listed by ${group.name}`,
        evidence: `${target.unicodeHostname} redirects to ${group.indicators[0]}, which ${group.name} lists as malicious.`,
        source: feedSource(group),
      }),
    ),
});
