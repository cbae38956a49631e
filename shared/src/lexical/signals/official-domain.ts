import { BRANDS_VERSION } from '../../data/brands';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';

/** The site is one of a well-known brand's own domains (and not user content published under it). */
export const officialDomain = defineLexicalSignal({
  id: 'official-domain',
  codes: ['brand-official-domain'],
  run: ({ officialBrand, freeHosting, target }) => {
    if (!officialBrand || freeHosting !== null) return [];
    return [
      createFinding('brand-official-domain', {
        title: `Official ${officialBrand.name} domain`,
        evidence: `${target.registrableDomain ?? target.hostname} is one of ${officialBrand.name}'s own domains.`,
        source: `official-domain (brands ${BRANDS_VERSION})`,
      }),
    ];
  },
});
