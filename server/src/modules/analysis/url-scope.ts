// A URL's report and its domain's report are different things. The path, the query and the page at a
// URL describe that URL only; the domain's public report (result page, badge, lists, statistics) is
// the analysis of the bare host, so one crafted link cannot rewrite a site's verdict for everyone.
import type { NormalizedTarget } from '@scamcheck/shared';

const HAS_HTTP_SCHEME = /^https?:\/\//i;

/**
 * The cache key of a URL's own report: the canonical URL without its fragment (never sent to the
 * site). Null when the input names the whole site: a bare host, or a URL whose path is `/` with no query.
 */
export function urlReportKey(target: NormalizedTarget): string | null {
  if (target.url === null) return null;
  const url = new URL(target.url);
  if (url.pathname === '/' && url.search === '') return null;
  url.hash = '';
  return url.href;
}

/**
 * What to analyse for the site a URL belongs to: its origin when a scheme was typed (so the same
 * scheme and port are checked), otherwise the host alone, which tries https first.
 */
export function siteInputOf(target: NormalizedTarget): string {
  if (target.url === null) return target.input;
  const url = new URL(target.url);
  return HAS_HTTP_SCHEME.test(target.input) ? `${url.origin}/` : url.host;
}
