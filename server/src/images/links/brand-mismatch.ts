import { BRANDS, type Brand } from '@scamcheck/shared';
import { getDomain, getDomainWithoutSuffix } from 'tldts';
import type { ScoredLink } from './score-links';

/**
 * "PayPal: your account is limited, log in at secure-login-center.com": the message speaks as a brand
 * but sends you to a site that is not the brand's. A link only counts when it is itself doubtful (the
 * lexical engine found something) or carries the brand's name, so a shop that merely accepts PayPal
 * is not flagged for linking to its own site.
 */
/** `email`: the domain is an e-mail address's, not a link's. */
export type BrandMismatch = { brand: string; domain: string; officialDomain: string; via?: 'email' };

// Named as a way to pay or to chat ("pay by Zelle", "message me on Telegram"), not as the sender.
const CHANNEL_BRANDS = new Set([
  'WhatsApp',
  'Telegram',
  'Zelle',
  'Venmo',
  'Cash App',
  'Western Union',
  'MoneyGram',
  'Visa',
  'Mastercard',
  'Discover',
  'American Express',
  'Google',
]);

// Every brand name and keyword in two patterns built once: everyday-word brands (Apple, Chase,
// Discover) only count written with their capital; the others match their name or keywords in any case.
const NAMING = BRANDS.filter((brand) => !CHANNEL_BRANDS.has(brand.name));
const BY_NAME = new Map<string, Brand[]>();
const CAPITALISED = new Map<string, Brand[]>();
// Names of three characters or fewer (BT, EE, O2, ING, UPS) only count in capitals: in lower case they are
// chat shorthand or words ("bt" = but, "ups and downs").
const SHORT_NAME = 3;
const addName = (table: Map<string, Brand[]>, name: string, brand: Brand) =>
  table.set(name, [...(table.get(name) ?? []), brand]);
// Names that are everyday words or phrases in running text, although their keywords are not ("be wise",
// "instant messenger", "the outlook for", "a first direct estimate", "the best buy"): as written, capitals and
// all, or by their keywords (transferwise, fbmessenger, hotmail).
const EVERYDAY_NAMES = new Set([
  'Wise',
  'Messenger',
  'Outlook',
  'First Direct',
  'Best Buy',
  'Capital One',
  'Discord',
  'Trust Wallet',
  'Standard Bank',
  'Federal Bank',
  'Metro Bank',
  'Access Bank',
  'Yes Bank',
]);
for (const brand of NAMING) {
  if (brand.isCommonWord === true) {
    addName(CAPITALISED, brand.name, brand);
    continue;
  }
  const everyday = EVERYDAY_NAMES.has(brand.name);
  if (everyday) addName(CAPITALISED, brand.name, brand);
  const lower = brand.name.toLowerCase();
  const names = everyday
    ? brand.keywords.filter((keyword) => keyword !== lower.replace(/\s+/g, ''))
    : [lower, ...brand.keywords];
  for (const name of names) {
    if (name.length <= SHORT_NAME) addName(CAPITALISED, name.toUpperCase(), brand);
    else addName(BY_NAME, name, brand);
  }
}

// The names are found word by word rather than with one pattern of every name (which is tried at each
// character): a name can only start where a word starts, and the word it starts with must be the name's
// first word. At each word, the longest name that fits, ending at a word boundary, is taken, and the
// search goes on after it, which is what the pattern `\b(?:longest|…|shortest)\b` finds.
const WORD_CHAR = /[A-Za-z0-9_]/;
const WORD_START = /[A-Za-z0-9_]+/g;

type NameIndex = Map<string, string[]>;

function indexOf(names: Iterable<string>): NameIndex {
  const index: NameIndex = new Map();
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const first = /^[A-Za-z0-9_]+/.exec(name)?.[0];
    if (first === undefined) continue;
    index.set(first, [...(index.get(first) ?? []), name]);
  }
  return index;
}

function endsAtBoundary(text: string, name: string, at: number): boolean {
  const end = at + name.length;
  const last = name[name.length - 1] ?? '';
  const next = text[end];
  return !WORD_CHAR.test(last) || next === undefined || !WORD_CHAR.test(next);
}

function* namesIn(text: string, index: NameIndex): Generator<string> {
  let after = 0;
  for (const word of text.matchAll(WORD_START)) {
    if (word.index < after) continue;
    const name = index
      .get(word[0])
      ?.find(
        (candidate) => text.startsWith(candidate, word.index) && endsAtBoundary(text, candidate, word.index),
      );
    if (name === undefined) continue;
    after = word.index + name.length;
    yield name;
  }
}

const ANY_CASE = indexOf(BY_NAME.keys());
const WITH_CAPITAL = indexOf(CAPITALISED.keys());

/** Brands the text speaks as or about, leaving out payment and chat channels; in the list's order. */
export function brandsNamedIn(text: string): Brand[] {
  const found = new Set<Brand>();
  for (const name of namesIn(text.toLowerCase(), ANY_CASE))
    for (const brand of BY_NAME.get(name) ?? []) found.add(brand);
  for (const name of namesIn(text, WITH_CAPITAL))
    for (const brand of CAPITALISED.get(name) ?? []) found.add(brand);
  return NAMING.filter((brand) => found.has(brand));
}

function labelOf(domain: string): string {
  return domain.split('.')[0] ?? domain;
}

export function isOfficialFor(brand: Brand, link: ScoredLink): boolean {
  const site = link.registrableDomain;
  if (site === null) return false;
  if (brand.domains.includes(site)) return true;
  // amazon.de, paypal.fr: the lexical engine already knows these are official; match the brand by label.
  return link.isOfficialBrandSite && brand.domains.some((domain) => labelOf(domain) === labelOf(site));
}

const MEANS = String.raw`\b(?:(?:shipped|dispatched) (?:\w+ )?(?:with|by|via)|(?:sent|posted) (?:\w+ )?(?:with|via)|accept(?:s|ed|ing)?|(?:pay|paid|paying|payment|checkout|donate)(?: \w+)? (?:with|by|via|using|through)|via|using)(?:\s+[\w-]+,?){0,4}?\s+`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "We accept PayPal", "pay with card, PayPal or Apple Pay", "your order has shipped with Canada Post": the brand is
 * how you pay or how the parcel travels, not who is writing ("sent by" names a writer, so it is not one). A name
 * that begins an address ("via ing-pasvervangen.nl") is not the brand named as a means.
 */
const MEANS_PATTERNS = new Map<Brand, RegExp>();
function namedAsMeans(text: string, brand: Brand): boolean {
  let pattern = MEANS_PATTERNS.get(brand);
  if (pattern === undefined) {
    const names = [brand.name, ...brand.keywords].map((name) => escape(name.toLowerCase()));
    pattern = new RegExp(`${MEANS}(?:${names.join('|')})\\b(?![.-]\\w)`);
    MEANS_PATTERNS.set(brand, pattern);
  }
  return pattern.test(text.toLowerCase());
}

// A message this short (two text messages' worth) that names a brand is about it: the brand is its speaker or
// its subject. A longer one, an e-mail or a forwarded article, speaks as the brand only where it addresses the
// reader as the brand's customer ("your PayPal account", "Dear Chase customer", "Netflix Support", "USPS:");
// a mailing-list post that mentions Microsoft and links to a blog is not Microsoft writing.
const SHORT_MESSAGE = 320;
const ROLE = String.raw`(?:account|customer|client|user|member|holder|team|support|security|service|id|card|order|delivery|parcel|package|shipment|subscription|notification|alert|online|verification|wallet|membership|reward|point|refund|billing|payment|banking|help ?desk|department|cent(?:er|re)|care|administrat(?:or|ion)|webmail|mail(?:box)?|storage|cloud|login|sign-?in|password)s?`;
const SPEAKER_PATTERNS = new Map<Brand, RegExp>();
function addressesAs(text: string, brand: Brand): boolean {
  let pattern = SPEAKER_PATTERNS.get(brand);
  if (pattern === undefined) {
    const name = `(?:${[brand.name, ...brand.keywords].map((each) => escape(each.toLowerCase())).join('|')})`;
    pattern = new RegExp(
      String.raw`(?:^|\n|\[)[^\S\n]*${name}\s*[:|\]]|(?:©|\(c\)|copyright)[^\n]{0,30}\b${name}\b|\b(?:message|notice|alert|e-?mail|notification|update) from (?:the )?${name}\b|\b(?:your|dear|valued)\s+(?:[\w-]+\s+){0,2}?${name}\b|\b${name}(?:'s)?\s+${ROLE}\b`,
    );
    SPEAKER_PATTERNS.set(brand, pattern);
  }
  return pattern.test(text.toLowerCase());
}

// A reply that quotes the message it answers ("On 9 Aug, James wrote:", "> I don't think…") or a feed item that gives
// its article's address ("URL: http://…"): a discussion or a headline, short or not, mentions brands as subjects.
const DISCUSSION = /\bwrote:|(?:^|\n)[^\S\n]*>|(?:^|\n)[^\S\n]*url: ?https?:\/\//i;

const OWN_SITE_NAMED = /\byour (?:domain|website|web site|site|store|shop|blog)(?: name)?:? ?$/;

// "Midland Credit Management: … your account with original creditor Synchrony Bank": a text that opens with the name
// of another sender is that sender speaking; the brand it names is a subject. Not a bare role ("Alert:", "Customer
// Service:"), which any sender may put first.
const OPENING_LABEL = /^[^\S\n]*([A-Z][\w&.'’ -]{2,40}?):\s/;
const ROLE_LABEL =
  /^(?:alert|notice|reminder|info|information|important|urgent|security|customer (?:service|care|support)|support|service|update|message|notification|warning|fraud alert|bank|account|subject|from|re|fwd|hi|hello|dear|note|attention|action required)$/i;

function opensAsAnotherSender(text: string, brand: Brand): boolean {
  const label = OPENING_LABEL.exec(text)?.[1]?.trim();
  if (label === undefined || ROLE_LABEL.test(label)) return false;
  // "F-e-d-E-x:" is FedEx spelled out to slip past filters: compared letters and digits only.
  const bare = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return ![brand.name, ...brand.keywords].some((name) => bare(label).includes(bare(name)));
}

function speaksAs(text: string, brand: Brand): boolean {
  if (namedAsMeans(text, brand)) return false;
  const short =
    text.trim().length <= SHORT_MESSAGE && !DISCUSSION.test(text) && !opensAsAnotherSender(text, brand);
  return short || addressesAs(text, brand);
}

export function findBrandMismatches(
  text: string,
  links: readonly ScoredLink[],
  brands: readonly Brand[] = brandsNamedIn(text),
): BrandMismatch[] {
  const mismatches: BrandMismatch[] = [];
  for (const brand of brands) {
    if (links.some((link) => isOfficialFor(brand, link) && link.risk === 0)) continue;
    const [officialDomain = brand.name] = brand.domains;
    // Speaking as the brand, a link to a site hardly anyone visits is as telling as a doubtful one.
    const speaker = speaksAs(text, brand);
    for (const link of links) {
      if (link.isOfficialBrandSite || brands.some((named) => isOfficialFor(named, link))) continue;
      // "Namecheap: your domain mybakery.co.uk expires": the reader's own site, named as the subject.
      if (OWN_SITE_NAMED.test(text.toLowerCase().split(link.text.toLowerCase())[0] ?? '')) continue;
      // A look-alike carries the name on a site of its own; a project page on a site everyone visits
      // (xbox-linux.sourceforge.net) does not pretend to be the brand.
      const carriesName =
        brand.keywords.some((keyword) => link.domain.includes(keyword)) &&
        (!link.isWellKnown || link.risk > 0);
      if (carriesName || (speaker && (link.risk > 0 || !link.isWellKnown)))
        mismatches.push({ brand: brand.name, domain: link.domain, officialDomain });
    }
  }
  return mismatches;
}

// Mail providers anyone can sign up to: a brand writes from its own domain, never from one of these.
export const FREE_MAIL =
  /^(?:gmail|googlemail|yahoo|ymail|outlook|hotmail|live|msn|aol|icloud|me|mail|gmx|proton|protonmail|zoho|yandex|qq|163|126)\./;

/** A brand's keyword as a part of a mailbox name (split at dots, dashes, underscores), or inside it when long. */
function carries(part: string, keyword: string): boolean {
  return part.split(/[.\-_+]/).includes(keyword) || (keyword.length >= 5 && part.includes(keyword));
}

/**
 * "Interac <notify@interac-transferts.ca>", "USAA <usaa.web.services@gmail.com>": an e-mail address in a message that
 * names a brand (not as a way to pay), carrying the brand's name at a domain that is not the brand's own, or at free
 * webmail. A brand writes from its own domain; a pasted e-mail's sender line is often all that is left of the trick.
 */
export function findEmailBrandMismatches(
  text: string,
  emails: readonly string[],
  brands: readonly Brand[],
): BrandMismatch[] {
  const found: BrandMismatch[] = [];
  for (const brand of brands) {
    if (namedAsMeans(text, brand)) continue;
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
  }
  return found;
}
