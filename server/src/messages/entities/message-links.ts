import type { Brand, OnUnavailable } from '@scamcheck/shared';
import {
  brandsNamedIn,
  findBrandMismatches,
  findEmailBrandMismatches,
  type BrandMismatch,
} from '../../images/links/brand-mismatch';
import { scoreLinks, type ScoredLink } from '../../images/links/score-links';
import { extractEmails } from '../../images/text/extract-indicators';
import { extractLinks } from '../../images/text/extract-links';
import { unmaskNames } from '../text/unmask';

/**
 * Links, e-mail addresses and claimed brands, read the way screenshots are: each link scored offline by
 * the shared lexical engine, and each brand the message names checked against the links it gives.
 */
export type LinkFacts = {
  links: ScoredLink[];
  emails: string[];
  brands: { brand: Brand; linksElsewhere: boolean }[];
  mismatches: BrandMismatch[];
};

// "Domain: hollis-bakery.co.uk", "Payment of $14.40 for northwind-studio.com failed": the reader's own domain, named as
// what a registrar's or a host's notice is about, written bare (no path). It is not a place the notice sends anyone.
const SUBJECT_DOMAIN_BEFORE =
  /(?:\bdomain(?: name)?:?|\byour (?:domain|website|site)(?: name)?:?|\b(?:payment|renewal|invoice|subscription|plan|hosting|workspace|billing|charge) (?:of [$£€]?[\d.,]+ )?for)\s+$/i;

function namesOwnDomain(text: string, link: { text: string }): boolean {
  if (/[/:?#]/.test(link.text)) return false;
  for (let at = text.indexOf(link.text); at > 0; at = text.indexOf(link.text, at + 1))
    if (SUBJECT_DOMAIN_BEFORE.test(text.slice(Math.max(0, at - 60), at))) return true;
  return false;
}

export function readLinks(text: string, onUnavailable?: OnUnavailable): LinkFacts {
  const links = scoreLinks(
    extractLinks(text).filter((link) => link.kind !== 'email' && !namesOwnDomain(text, link)),
    onUnavailable,
  );
  const named = brandsNamedIn(unmaskNames(text));
  const emails = extractEmails(text);
  const mismatches = [
    ...findBrandMismatches(text, links, named),
    ...findEmailBrandMismatches(text, emails, named),
  ];
  const brands = named.map((brand) => ({
    brand,
    linksElsewhere: mismatches.some((mismatch) => mismatch.brand === brand.name),
  }));
  return { links, emails, brands, mismatches };
}
