import type { Hop, SafeFetcher } from '../../lib/safe-fetch';
import { toCollectorError } from './collector-error';
import { decodeHtml } from './html/decode-html';
import { parsePageHtml, type HtmlFacts } from './html/parse-page-html';

export interface PageFacts extends HtmlFacts {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  contentType: string | null;
  isHtml: boolean;
  /** The body passed the byte cap; facts describe its first part only. */
  truncated: boolean;
  redirectChain: Hop[];
}

export interface PageCollectorOptions {
  fetcher: Pick<SafeFetcher, 'fetch'>;
  maxBytes?: number;
  /** Budget for the whole fetch including redirects (each hop also has the fetcher's own deadline). */
  timeoutMs?: number;
}

export interface PageCollector {
  collect(url: string): Promise<PageFacts>;
}

const NOT_HTML: HtmlFacts = {
  title: null,
  metaRefresh: null,
  forms: [],
  passwordInputCount: 0,
  crossDomainFormActions: [],
  visibleText: '',
  hiddenInstructions: [],
  scriptCount: 0,
  externalScriptCount: 0,
  iframeCount: 0,
  linkCount: 0,
  externalLinkCount: 0,
  faviconHost: null,
};

/**
 * Fetches the page through safe-fetch (≤5 redirects, ≤2 MB decoded) and extracts what the page signals
 * need. A blocked redirect throws a CollectorError whose `hops` hold the chain up to the refusal.
 */
export function createPageCollector(options: PageCollectorOptions): PageCollector {
  async function collect(url: string): Promise<PageFacts> {
    const response = await options.fetcher
      .fetch(url, {
        headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', 'accept-language': 'en' },
        maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
        onOverflow: 'truncate',
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      })
      .catch((error: unknown) => {
        throw toCollectorError('page', error);
      });
    const contentType = response.headers['content-type'] ?? null;
    const isHtml = looksLikeHtml(contentType, response.body);
    return {
      requestedUrl: url,
      finalUrl: response.url,
      status: response.status,
      contentType,
      isHtml,
      truncated: response.truncated,
      redirectChain: response.hops,
      ...(isHtml ? parsePageHtml(decodeHtml(response.body, contentType), response.url) : NOT_HTML),
    };
  }
  return { collect };
}

function looksLikeHtml(contentType: string | null, body: Uint8Array): boolean {
  if (contentType !== null) return /html|xml/i.test(contentType);
  const start = Buffer.from(body.subarray(0, 256)).toString('latin1').trimStart();
  return start.startsWith('<');
}
