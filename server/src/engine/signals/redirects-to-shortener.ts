import { createFinding, isShortenerHost } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { hostOf } from '../signal-helpers/site-of';

/** A site that bounces visitors through a link shortener hides where they finally land. */
export const redirectsToShortener = defineSignal({
  id: 'redirects-to-shortener',
  category: 'redirects',
  requires: ['page'],
  codes: ['redirect-to-shortener'],
  run: ({ page, target }) => {
    const shortener = page.redirectChain
      .slice(1)
      .flatMap((hop) => hostOf(hop.url) ?? [])
      .find((host) => host !== target.hostname && isShortenerHost(host));
    if (shortener === undefined) return [];
    return [
      createFinding('redirect-to-shortener', {
        title: 'Redirects through a link shortener',
        evidence: `On the way to ${page.finalUrl} the site redirects through the link shortener ${shortener}.`,
        source: 'page fetch',
      }),
    ];
  },
});
