export interface FeedEntry {
  indicator: string;
  kind: 'url' | 'host';
}

/**
 * Feed URLs in the form lookups use: WHATWG-normalised (lower-case host, default port dropped), no
 * fragment. Each URL also yields its host. Duplicates are dropped; non-web URLs are skipped.
 */
export function indicatorsFromUrls(rawUrls: Iterable<string>): FeedEntry[] {
  const urls = new Set<string>();
  const hosts = new Set<string>();
  for (const raw of rawUrls) {
    const url = normaliseFeedUrl(raw);
    if (url === null) continue;
    urls.add(url.href);
    hosts.add(url.hostname.replace(/\.$/, ''));
  }
  return [
    ...[...urls].map((indicator) => ({ indicator, kind: 'url' as const })),
    ...[...hosts].map((indicator) => ({ indicator, kind: 'host' as const })),
  ];
}

export function normaliseFeedUrl(raw: string): URL | null {
  const text = raw.trim();
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url;
}
