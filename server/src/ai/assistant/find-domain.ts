// Finds the site a visitor asks about ("is example.com safe?", "check https://x.y/login"), so the
// assistant can answer from a real analysis instead of from general advice.
import { validateDomainInput } from '@scamcheck/shared';
import { parse } from 'tldts';

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/iu;
// Labels of letters/digits/hyphens, a dot, a top-level part of letters; not the tail of an email address.
const DOMAIN_IN_TEXT =
  /(?<![@\p{L}\p{N}._-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}(?:\/[^\s<>"'`]*)?/giu;
const TRAILING_PUNCTUATION = /[.,!?;:)\]}'"]+$/u;

/** The first http(s) URL, else the first host under a real public suffix, in the text; null when none. */
export function findDomainInQuestion(text: string): string | null {
  const url = URL_IN_TEXT.exec(text);
  if (url !== null) {
    const candidate = url[0].replace(TRAILING_PUNCTUATION, '');
    if (validateDomainInput(candidate).ok) return candidate;
  }
  for (const match of text.matchAll(DOMAIN_IN_TEXT)) {
    const candidate = match[0].replace(TRAILING_PUNCTUATION, '');
    const [host = ''] = candidate.split('/', 1);
    // File names (invoice.pdf, node.js) look like domains; only names under a real suffix count.
    if (parse(host).isIcann === true && validateDomainInput(host).ok) return host;
  }
  return null;
}
