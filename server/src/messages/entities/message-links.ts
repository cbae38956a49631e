import type { Brand, OnUnavailable } from '@scamcheck/shared';
import { brandsNamedIn, findBrandMismatches, type BrandMismatch } from '../../images/links/brand-mismatch';
import { scoreLinks, type ScoredLink } from '../../images/links/score-links';
import { extractEmails } from '../../images/text/extract-indicators';
import { extractLinks } from '../../images/text/extract-links';
import { getDomain, getDomainWithoutSuffix } from 'tldts';
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

// Mail providers anyone can sign up to: a brand writes from its own domain, never from one of these.
const FREE_MAIL =
  /^(?:gmail|googlemail|yahoo|ymail|outlook|hotmail|live|msn|aol|icloud|me|mail|gmx|proton|protonmail|zoho|yandex|qq|163|126)\./;

/** A brand's keyword as a part of a mailbox name (split at dots, dashes, underscores), or inside it when long. */
function carries(part: string, keyword: string): boolean {
  return part.split(/[.\-_+]/).includes(keyword) || (keyword.length >= 5 && part.includes(keyword));
}

/**
 * "Interac <notify@interac-transferts.ca>", "USAA <usaa.web.services@gmail.com>": an e-mail address in a message that
 * speaks as a brand, carrying the brand's name at a domain that is not the brand's own, or at free webmail. A
 * brand writes from its own domain; a pasted e-mail's sender line is often all that is left of the trick.
 */
function emailMismatches(emails: readonly string[], brands: readonly Brand[]): BrandMismatch[] {
  const found: BrandMismatch[] = [];
  for (const brand of brands)
    for (const email of emails) {
      const [local = '', domain = ''] = email.split('@');
      const site = getDomain(domain) ?? domain;
      // yahoo.co.uk is Yahoo's as yahoo.com is: the same name under another country's ending.
      const name = getDomainWithoutSuffix(domain) ?? site;
      if (brand.domains.some((own) => own === site || getDomainWithoutSuffix(own) === name)) continue;
      const keywords = brand.keywords.map((keyword) => keyword.toLowerCase());
      const lookalike = keywords.some((keyword) => site.split(/[.-]/).includes(keyword));
      const webmail = FREE_MAIL.test(site) && keywords.some((keyword) => carries(local, keyword));
      if (lookalike || webmail)
        found.push({
          brand: brand.name,
          domain,
          officialDomain: brand.domains[0] ?? brand.name,
          via: 'email',
        });
    }
  return found;
}

export function readLinks(text: string, onUnavailable?: OnUnavailable): LinkFacts {
  const links = scoreLinks(
    extractLinks(text).filter((link) => link.kind !== 'email'),
    onUnavailable,
  );
  const named = brandsNamedIn(unmaskNames(text));
  const emails = extractEmails(text);
  const mismatches = [...findBrandMismatches(text, links, named), ...emailMismatches(emails, named)];
  const brands = named.map((brand) => ({
    brand,
    linksElsewhere: mismatches.some((mismatch) => mismatch.brand === brand.name),
  }));
  return { links, emails, brands, mismatches };
}
