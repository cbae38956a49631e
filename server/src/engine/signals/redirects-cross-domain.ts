import { createFinding, isShortenerHost } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { isSameBrand, officialBrandOfUrl } from '../signal-helpers/brand-of';
import { hostOf, siteOf } from '../signal-helpers/site-of';

// A meta refresh slower than this is a "you are leaving" page a visitor can read, not a redirect.
const META_REFRESH_MAX_DELAY_S = 10;

/**
 * Opening the site lands the visitor on another site (HTTP redirect or meta refresh). Moves between
 * one company's own domains (fb.com → facebook.com) and a shortener's job of redirecting are fine.
 */
export const redirectsCrossDomain = defineSignal({
  id: 'redirects-cross-domain',
  category: 'redirects',
  requires: ['page'],
  codes: ['redirect-cross-domain'],
  run: ({ page, target, lexical }) => {
    if (isShortenerHost(target.hostname)) return [];
    const site = target.registrableDomain ?? target.hostname;
    const refresh = page.metaRefresh;
    const destinations = [
      page.finalUrl,
      ...(refresh?.url && refresh.delaySeconds <= META_REFRESH_MAX_DELAY_S ? [refresh.url] : []),
    ];
    const elsewhere = destinations.find((url) => {
      const destination = siteOf(url);
      return (
        destination !== null &&
        destination !== site &&
        !isSameBrand(lexical.officialBrand, officialBrandOfUrl(url))
      );
    });
    if (elsewhere === undefined) return [];
    const redirects = page.redirectChain.filter((hop) => hop.location !== null).length;
    const how =
      elsewhere === page.finalUrl
        ? `after ${redirects} redirect${redirects === 1 ? '' : 's'}`
        : 'through a meta refresh';
    return [
      createFinding('redirect-cross-domain', {
        title: 'Sends visitors to another site',
        evidence: `Opening ${target.unicodeHostname} lands on ${hostOf(elsewhere) ?? elsewhere} ${how} (${elsewhere}).`,
        source: 'page fetch',
      }),
    ];
  },
});
