import { BRANDS_VERSION } from '../../data/brands';
import type { LookalikeTechnique } from '../../report/lookalike';
import type { FindingCode } from '../../scoring/weights';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';

// A brand in a subdomain is reported by brand-outside-registrable; this signal judges the domain itself.
type DomainTechnique = Exclude<LookalikeTechnique, 'subdomain'>;

const CODE_BY_TECHNIQUE: Record<DomainTechnique, FindingCode> = {
  homoglyph: 'lookalike-homoglyph',
  'edit-distance': 'lookalike-edit-distance',
  bitsquat: 'lookalike-bitsquat',
  'tld-swap': 'lookalike-tld-swap',
  combosquat: 'lookalike-combosquat',
};

const HOW: Record<DomainTechnique, string> = {
  homoglyph: 'swaps in look-alike characters',
  'edit-distance': 'is one typo away from the real name',
  bitsquat: 'differs from the real name by one flipped bit',
  'tld-swap': 'uses the brand name with a different ending',
  combosquat: 'adds words to the brand name',
};

/** Domains registered to look like a brand's official one (dnstwist's techniques, Chromium's guards). */
export const typosquat = defineLexicalSignal({
  id: 'typosquat',
  codes: Object.values(CODE_BY_TECHNIQUE),
  run: ({ lookalike, target }) => {
    if (!lookalike || lookalike.technique === 'subdomain') return [];
    const { officialDomain, technique, brand } = lookalike;
    const shown = target.registrableDomain === null ? target.hostname : target.unicodeHostname;
    return [
      createFinding(CODE_BY_TECHNIQUE[technique], {
        title: `Looks like ${officialDomain}`,
        evidence: `Did you mean ${officialDomain}? ${shown} imitates ${brand.name}: it ${HOW[technique]}.`,
        source: `typosquat (brands ${BRANDS_VERSION})`,
      }),
    ];
  },
});
