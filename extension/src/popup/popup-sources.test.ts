import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createMessageHandler } from '../background/messages';
import { createSiteChecker } from '../background/site-check';
import { DEFAULT_SERVER_URL } from '../config/server-url';
import { updateSettings } from '../lib/settings';
import { reportFor, startScamCheckServer, type ScamCheckServer } from '../testing/scamcheck-server';
import { POPUP_SOURCES, requestServerStatus } from './popup-sources';

let server: ScamCheckServer;
beforeEach(async () => {
  fakeBrowser.reset();
  server = await startScamCheckServer();
});
afterEach(() => server.close());

/** The real background handler behind the fake runtime, with the sender Chrome reports for the popup. */
function connectBackground() {
  const handle = createMessageHandler({
    checker: createSiteChecker(),
    openResult: () => Promise.resolve(),
    warning: { dismiss: () => undefined },
  });
  const self = { id: fakeBrowser.runtime.id, baseUrl: fakeBrowser.runtime.getURL('/') };
  const popup = { id: self.id, url: fakeBrowser.runtime.getURL('/popup.html') };
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => handle(message, popup, self));
}

describe('popup sources', () => {
  it('gets the server status and a site check from the background', async () => {
    await updateSettings({ serverUrl: server.url });
    server.reports.set('shop.example', reportFor('shop.example', 64));
    connectBackground();
    expect(await requestServerStatus()).toEqual({ serverUrl: server.url, reachable: true, version: '1.2.2' });
    const check = await POPUP_SOURCES.checkSite('https://shop.example/', 'auto', undefined);
    expect(check.server).toMatchObject({ state: 'ok', summary: { score: 64, band: 'caution' } });
  });

  it('reports the server state as unknown when the background does not answer', async () => {
    expect(await requestServerStatus()).toEqual({
      serverUrl: DEFAULT_SERVER_URL,
      reachable: false,
      reason: 'extension-error',
    });
    expect(await POPUP_SOURCES.requestAccount()).toBeNull();
  });

  it('does not trust a malformed answer', async () => {
    fakeBrowser.runtime.onMessage.addListener(() => Promise.resolve({ reachable: 'yes' }));
    expect(await requestServerStatus()).toMatchObject({ reachable: false, reason: 'extension-error' });
    await expect(POPUP_SOURCES.checkSite('https://shop.example/', 'auto', undefined)).rejects.toThrow();
  });
});
