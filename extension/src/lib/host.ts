/** Decides whether the current tab shows a website ScamCheck can check, and which host that is. */

export type UncheckableReason =
  'no-url' | 'invalid-url' | 'browser-page' | 'extension-page' | 'local-file' | 'scamcheck-site';

export type HostCheck =
  { kind: 'checkable'; host: string; url: string } | { kind: 'uncheckable'; reason: UncheckableReason };

// Browser UI and internal pages, including every new-tab page (chrome://newtab, about:newtab,
// edge://newtab, chrome-search://local-ntp) and view-source: wrappers.
const BROWSER_SCHEMES = new Set([
  'about:',
  'chrome:',
  'chrome-search:',
  'chrome-untrusted:',
  'devtools:',
  'edge:',
  'brave:',
  'opera:',
  'vivaldi:',
  'view-source:',
  'resource:',
]);
const EXTENSION_SCHEMES = new Set(['chrome-extension:', 'moz-extension:', 'safari-web-extension:']);

/**
 * True for a page of the ScamCheck server the extension uses (same host and port): the product never scores or
 * warns about itself, whose address (often an IP or localhost) would look odd to the offline engine.
 */
export function isScamCheckSite(url: URL, serverUrl: string): boolean {
  try {
    return url.host === new URL(serverUrl).host;
  } catch {
    return false;
  }
}

/** Whether a page can be checked; with `serverUrl`, the ScamCheck site itself is not. */
export function checkableHost(url: string | undefined, serverUrl?: string): HostCheck {
  if (url === undefined || url.trim() === '') return { kind: 'uncheckable', reason: 'no-url' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'uncheckable', reason: 'invalid-url' };
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
    if (parsed.hostname === '') return { kind: 'uncheckable', reason: 'invalid-url' };
    if (serverUrl !== undefined && isScamCheckSite(parsed, serverUrl)) {
      return { kind: 'uncheckable', reason: 'scamcheck-site' };
    }
    return { kind: 'checkable', host: parsed.hostname, url: parsed.href };
  }
  if (EXTENSION_SCHEMES.has(parsed.protocol)) return { kind: 'uncheckable', reason: 'extension-page' };
  if (parsed.protocol === 'file:') return { kind: 'uncheckable', reason: 'local-file' };
  // Everything else (the browser's own pages, data:, blob:, javascript:, ftp:) has no website behind it.
  return {
    kind: 'uncheckable',
    reason: BROWSER_SCHEMES.has(parsed.protocol) ? 'browser-page' : 'invalid-url',
  };
}
