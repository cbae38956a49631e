import { SafeFetchError, type Hop, type SafeFetcher, type SafeFetchErrorCode } from '../../lib/safe-fetch';

export interface UnwrapResult {
  hops: Hop[];
  /** Where the link leads: the last URL reached, or the target of a redirect we refused to follow. */
  finalUrl: string;
  usedShortener: boolean;
  error?: { code: SafeFetchErrorCode; message: string };
}

export interface UnwrapOptions {
  fetcher: Pick<SafeFetcher, 'fetch'>;
  isShortener: (hostname: string) => boolean;
}

// Servers that answer HEAD with these (or drop it) usually redirect a GET properly.
const HEAD_REFUSED = new Set([400, 403, 405, 501]);
const RETRY_WITH_GET: ReadonlySet<SafeFetchErrorCode> = new Set(['connection_failed', 'timeout']);

/**
 * Follows a link's redirect chain through safe-fetch without downloading pages: HEAD first, GET
 * (with a small body cap) when HEAD is refused. Stops after the fetcher's redirect limit (5).
 */
export async function unwrapUrl(url: string, options: UnwrapOptions): Promise<UnwrapResult> {
  try {
    const head = await options.fetcher.fetch(url, { method: 'HEAD' });
    if (!HEAD_REFUSED.has(head.status)) return describe(url, head.hops, options);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (!RETRY_WITH_GET.has(error.code)) return failure(url, error, options);
  }
  try {
    const get = await options.fetcher.fetch(url, {
      method: 'GET',
      maxBytes: 64 * 1024,
      onOverflow: 'truncate',
    });
    return describe(url, get.hops, options);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    return failure(url, error, options);
  }
}

function describe(url: string, hops: Hop[], options: UnwrapOptions): UnwrapResult {
  const last = hops.at(-1);
  return {
    hops,
    finalUrl: last?.location ?? last?.url ?? url,
    usedShortener: [url, ...hops.map((hop) => hop.url)].some((visited) => isShortenerUrl(visited, options)),
  };
}

function failure(url: string, error: SafeFetchError, options: UnwrapOptions): UnwrapResult {
  return { ...describe(url, error.hops, options), error: { code: error.code, message: error.message } };
}

function isShortenerUrl(url: string, options: UnwrapOptions): boolean {
  return URL.canParse(url) && options.isShortener(new URL(url).hostname);
}
