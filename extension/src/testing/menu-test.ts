import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSiteChecker } from '../background/site-check';
import { updateSettings } from '../lib/settings';
import { startScamCheckServer, type ScamCheckServer } from './scamcheck-server';

/**
 * A clean browser and a fresh local ScamCheck server the extension is set to use, for the
 * right-click menu tests. `opened` collects the result pages a click opens.
 */
export async function startMenuTest(opened: string[]): Promise<ScamCheckServer> {
  fakeBrowser.reset();
  opened.length = 0;
  const server = await startScamCheckServer();
  await updateSettings({ serverUrl: server.url });
  return server;
}

/** What a menu click needs: the site checker, and a result page that records its id. */
export function menuDeps(opened: string[]) {
  return {
    checker: createSiteChecker(),
    openResult: (id: string) => {
      opened.push(id);
      return Promise.resolve();
    },
  };
}

/** A scam text to select. */
export const SMS =
  'Royal Mail: your parcel is on hold. Pay the £1.99 fee within 24 hours: https://parcel-fee.top/pay';

/** What the extension sent the server's message check. */
export function messageRequestsTo(server: ScamCheckServer) {
  return server.requests.filter((r) => r.url === '/api/analyze-message');
}
