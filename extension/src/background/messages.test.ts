import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { updateSettings } from '../lib/settings';
import { AccountSchema, MESSAGES, ServerStatusResponseSchema } from '../messaging/protocol';
import { refusedUrl } from '../testing/loopback-server';
import { reportFor, startScamCheckServer, type ScamCheckServer } from '../testing/scamcheck-server';
import { createMessageHandler } from './messages';
import { createSiteChecker } from './site-check';

const self = {
  id: 'molajlfhffjpfggcbidfnbaelkhankdp',
  baseUrl: 'chrome-extension://molajlfhffjpfggcbidfnbaelkhankdp/',
};
const popup = { id: self.id, url: `${self.baseUrl}popup.html` };
const contentScript = { id: self.id, url: 'https://evil.example/', frameId: 0, tab: { id: 4 } };

let server: ScamCheckServer;
const dismissed: string[] = [];
const handleMessage = createMessageHandler({
  checker: createSiteChecker(),
  openResult: () => Promise.resolve(),
  warning: { dismiss: (tabId, host) => dismissed.push(`${tabId} ${host}`) },
});

beforeEach(async () => {
  fakeBrowser.reset();
  dismissed.length = 0;
  server = await startScamCheckServer();
  await updateSettings({ serverUrl: server.url });
});
afterEach(() => server.close());

describe('messages from extension pages', () => {
  it('tells the popup the configured server is reachable, with its version and URL', async () => {
    const answer = ServerStatusResponseSchema.parse(
      await handleMessage({ type: 'server-status' }, popup, self),
    );
    expect(answer).toEqual({ serverUrl: server.url, reachable: true, version: '1.2.2' });
  });

  it('tells the popup when the configured server cannot be reached', async () => {
    const url = await refusedUrl();
    await updateSettings({ serverUrl: url });
    const answer = ServerStatusResponseSchema.parse(
      await handleMessage({ type: 'server-status' }, popup, self),
    );
    expect(answer).toEqual({ serverUrl: url, reachable: false, reason: 'network-error' });
  });

  it("checks the popup's site and returns both scores", async () => {
    server.reports.set('shop.example', reportFor('shop.example', 77));
    const answer = MESSAGES['site-check'].response.parse(
      await handleMessage({ type: 'site-check', url: 'https://shop.example/', mode: 'lookup' }, popup, self),
    );
    expect(answer.server).toMatchObject({ state: 'ok', summary: { score: 77 } });
    expect(answer.local.source).toBe('local');
  });

  it('reports the account as signed out with the quota left', async () => {
    const answer = AccountSchema.parse(await handleMessage({ type: 'account' }, popup, self));
    expect(answer).toMatchObject({ user: null, quota: { remaining: 20, limit: 20 }, localOnly: false });
  });

  it.each([
    ['an unknown type', { type: 'set-server-url', url: 'https://evil.example' }],
    ['extra fields on a known type', { type: 'server-status', serverUrl: 'https://evil.example' }],
    ['a bad mode', { type: 'site-check', url: 'https://a.example/', mode: 'delete' }],
    ['a bare string', 'server-status'],
    ['nothing', undefined],
  ])('ignores %s', (_label, message) => {
    expect(handleMessage(message, popup, self)).toBeUndefined();
  });
});

describe('messages from content scripts and other senders', () => {
  it.each([
    ['server-status', { type: 'server-status' }],
    ['site-check', { type: 'site-check', url: 'https://a.example/', mode: 'analyze' }],
    ['check-image', { type: 'check-image', srcUrl: 'https://a.example/x.png' }],
    ['account', { type: 'account' }],
  ])('never answers a privileged %s request from a content script', (_label, message) => {
    expect(handleMessage(message, contentScript, self)).toBeUndefined();
    expect(server.requests).toEqual([]);
  });

  it('lets the warning banner dismiss itself for its own tab and site only', async () => {
    expect(await handleMessage({ type: 'warning-dismissed' }, contentScript, self)).toEqual({ ok: true });
    expect(dismissed).toEqual(['4 evil.example']);
  });

  it('ignores the banner message from a frame, another extension or a page without a tab', () => {
    const frame = { ...contentScript, frameId: 2 };
    const other = { ...contentScript, id: 'abcdefghijklmnopabcdefghijklmnop' };
    const noTab = { id: self.id, url: 'https://evil.example/', frameId: 0 };
    for (const sender of [frame, other, noTab]) {
      expect(handleMessage({ type: 'warning-dismissed' }, sender, self)).toBeUndefined();
    }
    expect(dismissed).toEqual([]);
  });

  it('does not answer other extensions', () => {
    const other = {
      id: 'abcdefghijklmnopabcdefghijklmnop',
      url: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/',
    };
    expect(handleMessage({ type: 'server-status' }, other, self)).toBeUndefined();
  });
});
