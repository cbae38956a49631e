import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { hostOf } from '../signal-helpers/site-of';

// Sites move http → https → www at most; longer chains are how cloaking and traffic brokers work.
const MANY_REDIRECTS = 3;

/** A long redirect chain before the page loads. */
export const redirectsManyHops = defineSignal({
  id: 'redirects-many-hops',
  category: 'redirects',
  requires: ['page'],
  codes: ['redirect-many-hops'],
  run: ({ page }) => {
    const redirects = page.redirectChain.filter((hop) => hop.location !== null);
    if (redirects.length < MANY_REDIRECTS) return [];
    const hosts = [...new Set(page.redirectChain.map((hop) => hostOf(hop.url) ?? hop.url))];
    return [
      createFinding('redirect-many-hops', {
        title: 'Long chain of redirects',
        evidence: `The page loads after ${redirects.length} redirects (${hosts.join(' → ')}).`,
        source: 'page fetch',
      }),
    ];
  },
});
