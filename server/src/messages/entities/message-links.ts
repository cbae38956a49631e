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

export function readLinks(text: string, onUnavailable?: OnUnavailable): LinkFacts {
  const links = scoreLinks(
    extractLinks(text).filter((link) => link.kind !== 'email'),
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
