import { BRANDS_VERSION } from '../../data/brands';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';
import { isShortenerHost } from '../hosting-match';

/**
 * The site is one of a well-known brand's own domains (and not user content published under it). A brand's
 * general-purpose shortener (t.co, lnkd.in) forwards to anyone's address, so it lends no trust either.
 */
export const officialDomain = defineLexicalSignal({
  id: 'official-domain',
  codes: ['brand-official-domain'],
  run: ({ officialBrand, freeHosting, target }) => {
    if (!officialBrand || freeHosting !== null || isShortenerHost(target.hostname)) return [];
    return [
      createFinding('brand-official-domain', {
        title: `Official ${officialBrand.name} domain`,
        evidence: `${target.registrableDomain ?? target.hostname} is one of ${officialBrand.name}'s own domains.`,
        source: `official-domain (brands ${BRANDS_VERSION})`,
      }),
    ];
  },
});
