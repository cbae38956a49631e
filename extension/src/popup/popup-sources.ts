/** Where the popup's facts come from in the real extension: the tabs API and the background. */
import { browser } from 'wxt/browser';
import { getServerUrl } from '../lib/settings';
import type { ServerStatusResponse } from '../messaging/protocol';
import { sendMessage } from '../messaging/send-message';
import type { PopupSources } from './popup-store';

/** The active tab's URL; readable without the `tabs` permission because opening the popup grants activeTab. */
export async function readActiveTabUrl(): Promise<string | undefined> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.url;
}

export async function requestServerStatus(): Promise<ServerStatusResponse> {
  try {
    return await sendMessage({ type: 'server-status' });
  } catch {
    // No (valid) answer from the background: say so rather than guess the server's state.
    return { serverUrl: await getServerUrl(), reachable: false, reason: 'extension-error' };
  }
}

export const POPUP_SOURCES: PopupSources = { readActiveTabUrl, requestServerStatus };
