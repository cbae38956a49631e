/**
 * Who may talk to the background: only this extension's own pages (popup, options). Content scripts share
 * our extension id but run inside web pages a site controls, so they never get privileged answers.
 */
import type { Browser } from 'wxt/browser';

export type ExtensionIdentity = {
  /** browser.runtime.id */
  id: string;
  /** browser.runtime.getURL('/'), e.g. chrome-extension://<id>/ */
  baseUrl: string;
};

export function isExtensionPageSender(
  sender: Pick<Browser.runtime.MessageSender, 'id' | 'url'>,
  self: ExtensionIdentity,
): boolean {
  if (sender.id === undefined || sender.id !== self.id) return false;
  // The trailing slash stops chrome-extension://<id>evil/ from passing as chrome-extension://<id>/.
  const base = self.baseUrl.endsWith('/') ? self.baseUrl : `${self.baseUrl}/`;
  return sender.url !== undefined && sender.url.startsWith(base);
}

/**
 * Our own content script in the top frame of a web page: it may only act on its own tab (dismiss the warning
 * shown there), never on settings or the server. Returns the tab id and page URL, or null.
 */
export function contentScriptTab(
  sender: Pick<Browser.runtime.MessageSender, 'id' | 'url' | 'frameId'> & { tab?: { id?: number } },
  self: ExtensionIdentity,
): { tabId: number; url: string } | null {
  if (sender.id !== self.id || sender.frameId !== 0) return null;
  const tabId = sender.tab?.id;
  if (tabId === undefined || sender.url === undefined || !/^https?:\/\//i.test(sender.url)) return null;
  return { tabId, url: sender.url };
}
