import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SERVER_URL_STORAGE_KEY } from '../lib/settings';
import { ServerStatusResponseSchema } from '../messaging/protocol';
import { healthyServer, refusedUrl, type LoopbackServer } from '../testing/loopback-server';
import { handleMessage } from './messages';

const self = {
  id: 'molajlfhffjpfggcbidfnbaelkhankdp',
  baseUrl: 'chrome-extension://molajlfhffjpfggcbidfnbaelkhankdp/',
};
const popup = { id: self.id, url: `${self.baseUrl}popup.html` };
const contentScript = { id: self.id, url: 'https://evil.example/' };

let server: LoopbackServer | undefined;
beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function useServer(url: string) {
  await browser.storage.local.set({ [SERVER_URL_STORAGE_KEY]: url });
}

describe('handleMessage', () => {
  it('tells the popup the configured server is reachable, with its version and URL', async () => {
    server = await healthyServer('1.2.2');
    await useServer(server.url);
    const answer = ServerStatusResponseSchema.parse(
      await handleMessage({ type: 'server-status' }, popup, self),
    );
    expect(answer).toEqual({ serverUrl: server.url, reachable: true, version: '1.2.2' });
  });

  it('tells the popup when the configured server cannot be reached', async () => {
    const url = await refusedUrl();
    await useServer(url);
    const answer = ServerStatusResponseSchema.parse(
      await handleMessage({ type: 'server-status' }, popup, self),
    );
    expect(answer).toEqual({ serverUrl: url, reachable: false, reason: 'network-error' });
  });

  it('does not answer content scripts', () => {
    expect(handleMessage({ type: 'server-status' }, contentScript, self)).toBeUndefined();
  });

  it('does not answer other extensions', () => {
    const other = {
      id: 'abcdefghijklmnopabcdefghijklmnop',
      url: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/',
    };
    expect(handleMessage({ type: 'server-status' }, other, self)).toBeUndefined();
  });

  it.each([
    ['an unknown type', { type: 'set-server-url', url: 'https://evil.example' }],
    ['extra fields on a known type', { type: 'server-status', serverUrl: 'https://evil.example' }],
    ['a bare string', 'server-status'],
    ['nothing', undefined],
  ])('ignores %s from the popup', (_label, message) => {
    expect(handleMessage(message, popup, self)).toBeUndefined();
  });
});
