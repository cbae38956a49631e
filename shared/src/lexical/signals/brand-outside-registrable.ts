import { BRANDS_VERSION } from '../../data/brands';
import type { Finding } from '../../report/finding';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';
import type { LexicalFacts } from '../lexical-facts';

const SOURCE = `brand-outside-registrable (brands ${BRANDS_VERSION})`;

/** A brand named in the subdomain or path of a site that does not belong to the brand. */
export const brandOutsideRegistrable = defineLexicalSignal({
  id: 'brand-outside-registrable',
  codes: ['brand-domain-in-subdomain', 'brand-in-subdomain', 'brand-in-path', 'brand-page-in-path'],
  run: (facts) => [...subdomainFindings(facts), ...pathFindings(facts)],
});

function subdomainFindings({ subdomainBrand, target }: LexicalFacts): Finding[] {
  if (!subdomainBrand) return [];
  const { brand, seen, embedsOfficialDomain } = subdomainBrand;
  const official = brand.domains[0] ?? seen;
  const site = target.registrableDomain ?? target.hostname;
  return [
    createFinding(embedsOfficialDomain ? 'brand-domain-in-subdomain' : 'brand-in-subdomain', {
      title: `Pretends to be ${brand.name}`,
      evidence: embedsOfficialDomain
        ? `The address starts with "${seen}" but the site is really ${site}, not ${official}.`
        : `"${seen}" names ${brand.name}, but the site is ${site}, not ${official}.`,
      source: SOURCE,
    }),
  ];
}

function pathFindings({ pathBrand, target }: LexicalFacts): Finding[] {
  if (!pathBrand) return [];
  const { brand, seen, isStrong } = pathBrand;
  return [
    createFinding(isStrong === true ? 'brand-page-in-path' : 'brand-in-path', {
      title: `Uses the name ${brand.name}`,
      evidence: `The path "${seen}" names ${brand.name}, but the site is ${target.registrableDomain ?? target.hostname}, not ${brand.domains[0] ?? ''}.`,
      source: SOURCE,
    }),
  ];
}
