import { isEverydayWord } from '@scamcheck/shared';
import { parse } from 'tldts';
import { isGovernmentHost } from './government-host';

/**
 * Links and domains written in the text: full URLs, www. addresses, bare domains ("usps-redelivery.info")
 * and the domains of email addresses. A bare "word.word" only counts when its ending is a real ICANN
 * suffix written in lower case, so "done.Thanks" or "e.g." are not taken for domains.
 */
export type ExtractedLink = {
  /** As written in the text. */
  text: string;
  /** What the lexical engine is given: the URL, or the bare domain. */
  target: string;
  /** Lower-case hostname as written (www. kept; the engine drops it). */
  host: string;
  kind: 'url' | 'domain' | 'email';
};

export const MAX_LINKS = 20;

// Also the schemes OCR, translation and defanging break: "http //host", "https:/ /host", "hxxp://host".
const URL_PATTERN = /\b(?:h(?:tt|xx)ps?(?::\/\/|:? ?\/ ?\/ ?)|www\.)[^\s<>"'`]+/gi;
const BROKEN_SCHEME = /^h(?:tt|xx)p(s?)[: /]+/i;
const EMAIL_PATTERN = /\b[a-z0-9._%+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)\b/gi;
// Labels of letters, digits and hyphens, joined by dots, ending in a lower-case suffix.
const DOMAIN_PATTERN =
  /(?<![\w@.-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24})(\/[^\s<>"'`]*)?/gi;
// Endings that are everyday words or chat shorthand, and hardly ever a real address's: "on wednesday.am",
// "the luckky draw.you have". And endings that are words but also common in addresses (.me, .us, .in):
// those only count as a missing space after an everyday word ("call.me", "sign.in").
const WORD_ONLY_SUFFIXES = new Set(['am', 'pm', 'are', 'you', 'now', 'bt']);
const WORD_SUFFIXES = new Set([
  'at',
  'be',
  'by',
  'do',
  'go',
  'in',
  'is',
  'it',
  'me',
  'my',
  'no',
  'so',
  'to',
  'us',
]);
const TRAILING_PUNCTUATION = /[).,;:!?'"\]}>]+$/;

function hostOf(candidate: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(candidate) ? candidate : `http://${candidate}`);
    return url.hostname.toLowerCase();
  } catch {
    return null;
  }
}

function isRealDomain(host: string): boolean {
  const parsed = parse(host);
  return (
    parsed.isIp === true ||
    (parsed.isIcann === true && parsed.domain !== null && parsed.domainWithoutSuffix !== '')
  );
}

const SHORT_NAME_SUFFIXES = new Set(['com', 'org', 'net']);
const TWO_LETTER_WORDS = new Set(
  'am an as at be by do go he hi if in is it me my no of oh ok on or so to up us we ya ye yo'.split(' '),
);

/**
 * "ok ma.bt", "on wednesday.am", "the luckky draw.you have": two words without a space, not an address. Only
 * asked of bare domains without a path: a name of one or two letters, or an everyday word before an ending
 * that is itself a word. "secure-login.me", "usps-track.us" and "hmrc-refund.co.uk" stay addresses.
 */
function isMissingSpace(host: string): boolean {
  const { domainWithoutSuffix, publicSuffix, subdomain } = parse(host);
  // Two words run together make two labels; "pakket-invoer.nl.eu" has a name in front of them.
  if (subdomain !== null && subdomain !== '') return false;
  const label = domainWithoutSuffix?.split('.').pop() ?? '';
  // "kp.org", "hp.com": two letters that are no word, before a generic ending, are a short address.
  if (label.length === 2 && /^[a-z]{2}$/i.test(label) && SHORT_NAME_SUFFIXES.has(publicSuffix ?? ''))
    return TWO_LETTER_WORDS.has(label.toLowerCase());
  if (label.length <= 2 || WORD_ONLY_SUFFIXES.has(publicSuffix ?? '')) return true;
  return WORD_SUFFIXES.has(publicSuffix ?? '') && isEverydayWord(label);
}

function isLowerCaseSuffix(written: string): boolean {
  const suffix = written.slice(written.lastIndexOf('.') + 1);
  return suffix === suffix.toLowerCase();
}

export function extractLinks(text: string): ExtractedLink[] {
  const links: ExtractedLink[] = [];
  const seenHosts = new Set<string>();
  // Spans already claimed by a URL or an email, so their parts are not found again as bare domains.
  let rest = text;

  const add = (link: ExtractedLink) => {
    const key = `${link.kind === 'email' ? 'email:' : ''}${link.host}`;
    if (seenHosts.has(key) || links.length >= MAX_LINKS) return;
    seenHosts.add(key);
    links.push(link);
  };

  for (const match of text.matchAll(URL_PATTERN)) {
    const written = match[0].replace(TRAILING_PUNCTUATION, '');
    const target = /^h(?:tt|xx)ps?/i.test(written)
      ? written.replace(BROKEN_SCHEME, (_scheme, secure: string) => `http${secure.toLowerCase()}://`)
      : `http://${written}`;
    const host = hostOf(target);
    if (host !== null && isRealDomain(host)) {
      add({
        text: written,
        target,
        host,
        kind: 'url',
      });
    }
    rest = rest.replace(match[0], ' ');
  }
  for (const match of rest.matchAll(EMAIL_PATTERN)) {
    const host = (match[1] ?? '').toLowerCase();
    if (isRealDomain(host)) add({ text: match[0], target: host, host, kind: 'email' });
    rest = rest.replace(match[0], ' ');
  }
  for (const match of rest.matchAll(DOMAIN_PATTERN)) {
    const domain = match[1] ?? '';
    if (!isLowerCaseSuffix(domain)) continue;
    const host = domain.toLowerCase();
    // "gov.uk/sign-in", "my.gov.au": a government's site, however short its name.
    const government = isGovernmentHost(host);
    if (!isRealDomain(host) && !government) continue;
    const path = match[2] ?? '';
    if (path.length <= 1 && !government && isMissingSpace(host)) continue;
    const written = `${domain}${(match[2] ?? '').replace(TRAILING_PUNCTUATION, '')}`;
    add({ text: written, target: `http://${written}`, host, kind: 'domain' });
  }
  return links;
}
