import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMessage } from '../background/messages';
import { DEFAULT_SERVER_URL } from '../config/server-url';
import { SERVER_URL_STORAGE_KEY } from '../lib/settings';
import { healthyServer, type LoopbackServer } from '../testing/loopback-server';
import { requestServerStatus } from './popup-sources';

let server: LoopbackServer | undefined;
beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('requestServerStatus', () => {
  it('gets the server status from the background', async () => {
    server = await healthyServer('1.2.2');
    await browser.storage.local.set({ [SERVER_URL_STORAGE_KEY]: server.url });
    // The fake runtime gives no sender details, so supply what Chrome reports for the popup.
    const self = { id: fakeBrowser.runtime.id, baseUrl: fakeBrowser.runtime.getURL('/') };
    const popup = { id: self.id, url: fakeBrowser.runtime.getURL('/popup.html') };
    fakeBrowser.runtime.onMessage.addListener((message: unknown) => handleMessage(message, popup, self));

    expect(await requestServerStatus()).toEqual({ serverUrl: server.url, reachable: true, version: '1.2.2' });
  });

  it('reports the server state as unknown when the background does not answer', async () => {
    expect(await requestServerStatus()).toEqual({
      serverUrl: DEFAULT_SERVER_URL,
      reachable: false,
      reason: 'extension-error',
    });
  });

  it('does not trust a malformed answer', async () => {
    fakeBrowser.runtime.onMessage.addListener(() => Promise.resolve({ reachable: 'yes' }));
    expect(await requestServerStatus()).toMatchObject({ reachable: false, reason: 'extension-error' });
  });
});
