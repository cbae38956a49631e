/** User settings kept in browser.storage.local. */
import { browser } from 'wxt/browser';
import { normaliseServerUrl, serverUrlFromEnv } from '../config/server-url';

export const SERVER_URL_STORAGE_KEY = 'serverUrl';

// The same variable shaped the manifest's host access (wxt.config.ts), so both agree on the default.
export const BUILD_SERVER_URL = serverUrlFromEnv(import.meta.env.WXT_SERVER_URL);

/** The server the user configured, or the build-time one when nothing (valid) is stored. */
export async function getServerUrl(): Promise<string> {
  const stored = await browser.storage.local.get(SERVER_URL_STORAGE_KEY);
  const value: unknown = stored[SERVER_URL_STORAGE_KEY];
  return (typeof value === 'string' ? normaliseServerUrl(value) : undefined) ?? BUILD_SERVER_URL;
}
