/**
 * Who may talk to the background: only this extension's own pages (popup, options). Content scripts share
 * our extension id but run inside web pages a site controls, so they never get privileged answers
 * (security catalogue items 57-58).
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
