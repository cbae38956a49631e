// Every reply passes through here before it leaves the server, whoever wrote it:
// no images, no HTML, links only to our own pages, at most four sentences, always one page
// link, and never a word of the system prompt. The one exception to "our pages only" is the exact
// address of an official reporting service (shared REPORTING_LINKS: FTC, Action Fraud, Scamwatch…).
import { isReportingLink } from '@scamcheck/shared';
import { stripInvisible } from '../../engine/collectors/html/text-cleanup';
import { DECLINE_REPLY } from './canned-replies';
import { isOurPagePath } from './our-pages';
import { capSentences, MAX_REPLY_SENTENCES } from './sentences';

export type PageLink = { path: string; label: string };

export type GuardOptions = {
  /** The secret marker in the system prompt; a reply containing it is a leak. */
  canary?: string;
  /** The system prompt itself: long verbatim pieces of it in a reply are a leak too. */
  systemPrompt?: string;
  /** Appended when the reply links to none of our pages. */
  fallbackLink: PageLink;
};

const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const HTML_TAG = /<\/?[a-z!][^>]*>/gi;
const REFERENCE_DEFINITION = /^\s*\[[^\]]+\]:\s*\S+.*$/gm;
const LINK = /\[([^\]]+)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g;
const OUR_LINK = /\[[^\]]+\]\((\/[^)\s]*)\)/g;
const LEAK_WINDOW = 40;
const LEAK_STEP = 8;

export function guardReply(raw: string, options: GuardOptions): string {
  if (leaksPrompt(raw, options)) return DECLINE_REPLY;
  const cleaned = stripInvisible(raw)
    .replace(IMAGE, '')
    .replace(HTML_TAG, '')
    .replace(REFERENCE_DEFINITION, '')
    .replace(LINK, (_match, text: string, href: string) =>
      isOurPagePath(href) || isReportingLink(href) ? `[${text}](${href})` : text,
    )
    .replace(/\s+/g, ' ')
    .trim();
  if (hasOurLink(cleaned)) return capSentences(cleaned, MAX_REPLY_SENTENCES);
  const { path, label } = options.fallbackLink;
  const body = capSentences(cleaned, MAX_REPLY_SENTENCES - 1);
  return `${body} See our [${label}](${path}) for more.`.trim();
}

export function hasOurLink(text: string): boolean {
  return [...text.matchAll(OUR_LINK)].some((match) => isOurPagePath(match[1] ?? ''));
}

function leaksPrompt(reply: string, { canary, systemPrompt }: GuardOptions): boolean {
  const squeezed = squeeze(reply);
  if (canary !== undefined && canary !== '' && squeezed.includes(squeeze(canary))) return true;
  if (systemPrompt === undefined) return false;
  // Any long stretch of the prompt, compared without spacing or case so reformatting does not hide it.
  const prompt = squeeze(systemPrompt);
  for (let start = 0; start + LEAK_WINDOW <= prompt.length; start += LEAK_STEP) {
    if (squeezed.includes(prompt.slice(start, start + LEAK_WINDOW))) return true;
  }
  return false;
}

function squeeze(text: string): string {
  return stripInvisible(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
