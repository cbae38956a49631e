import { Parser } from 'htmlparser2';
import type { Attributes, MetaRefresh } from './element-rules';
import { findInstructions, type InstructionFinding } from './hidden-instructions';
import type { PageForm } from './page-form';
import { PageHtmlScanner } from './page-html-scanner';
import { readableText, truncate } from './text-cleanup';

export type { PageForm } from './page-form';

export interface HtmlFacts {
  title: string | null;
  metaRefresh: MetaRefresh | null;
  forms: PageForm[];
  passwordInputCount: number;
  crossDomainFormActions: string[];
  /** What a visitor reads: no scripts, styles or hidden elements, invisible characters removed. */
  visibleText: string;
  /** Instruction-like text aimed at an AI reviewer, found in hidden places (and in the visible text). */
  hiddenInstructions: InstructionFinding[];
  scriptCount: number;
  externalScriptCount: number;
  iframeCount: number;
  linkCount: number;
  externalLinkCount: number;
  faviconHost: string | null;
}

export const MAX_VISIBLE_TEXT = 5000;

/** One pass over the HTML collecting everything the page signals need. `pageUrl` is the final URL. */
export function parsePageHtml(html: string, pageUrl: string): HtmlFacts {
  const scanner = new PageHtmlScanner(pageUrl);
  const parser = new Parser(
    {
      onopentag: (name, attributes: Attributes) => scanner.open(name, attributes),
      ontext: (text) => scanner.addText(text),
      // htmlparser2 also reports implied closes, so every open has exactly one close.
      onclosetag: (name) => scanner.close(name),
      oncomment: (text) => scanner.comment(text),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  const visibleText = truncate(readableText(scanner.text), MAX_VISIBLE_TEXT);
  const { counts, forms } = scanner;
  return {
    title: scanner.title === null ? null : readableText(scanner.title),
    metaRefresh: scanner.metaRefresh,
    forms,
    passwordInputCount: counts.passwordInputs,
    crossDomainFormActions: forms.flatMap((form) =>
      form.isCrossDomain && form.action !== null ? [form.action] : [],
    ),
    visibleText,
    hiddenInstructions: findInstructions([
      ...scanner.instructionCandidates,
      { source: 'visible-text', text: visibleText },
    ]),
    scriptCount: counts.scripts,
    externalScriptCount: counts.externalScripts,
    iframeCount: counts.iframes,
    linkCount: counts.links,
    externalLinkCount: counts.externalLinks,
    faviconHost: scanner.faviconHost,
  };
}
