/** Where the popup's facts come from in the real extension: the tabs API, the background and storage. */
import { browser } from 'wxt/browser';
import { getServerUrl, getTrustedSites, setSiteTrusted } from '../lib/settings';
import type { Account, ServerStatusResponse } from '../messaging/protocol';
import { sendMessage } from '../messaging/send-message';
import type { ActiveTab, PopupSources } from './popup-store';

/**
 * The active tab of the window the user last used (the one whose toolbar opened the popup); its URL is readable
 * without the `tabs` permission because opening the popup grants activeTab.
 */
export async function readActiveTab(): Promise<ActiveTab> {
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  return { url: tab?.url, id: tab?.id };
}

export async function requestServerStatus(): Promise<ServerStatusResponse> {
  try {
    return await sendMessage({ type: 'server-status' });
  } catch {
    // No (valid) answer from the background: say so rather than guess the server's state.
    return { serverUrl: await getServerUrl(), reachable: false, reason: 'extension-error' };
  }
}

export async function requestAccount(): Promise<Account | null> {
  return sendMessage({ type: 'account' }).catch(() => null);
}

export const POPUP_SOURCES: PopupSources = {
  readActiveTab,
  readServerUrl: getServerUrl,
  requestServerStatus,
  checkSite: (url, mode, tabId) =>
    sendMessage({ type: 'site-check', url, mode, ...(tabId === undefined ? {} : { tabId }) }),
  requestAccount,
  readTrustedSites: getTrustedSites,
  setSiteTrusted,
};
