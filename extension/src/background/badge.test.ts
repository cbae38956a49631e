import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyzeLexical } from '@scamcheck/shared';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { updateSettings } from '../lib/settings';
import { installFakeWebNavigation } from '../testing/fake-apis';
import { reportFor, startScamCheckServer, type ScamCheckServer } from '../testing/scamcheck-server';
import { BADGE_COLOURS, createBadgeUpdater, OWN_SITE_TITLE, registerBadge } from './badge';
import { createSiteChecker } from './site-check';

const TAB = 7;
let server: ScamCheckServer;
beforeEach(async () => {
  fakeBrowser.reset();
  server = await startScamCheckServer();
  await updateSettings({ serverUrl: server.url });
});
afterEach(() => server.close());

const badgeText = () => browser.action.getBadgeText({ tabId: TAB });
const badgeColour = () => browser.action.getBadgeBackgroundColor({ tabId: TAB });
const rgba = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(255);

describe('the toolbar badge', () => {
  it('shows the offline score at once, before the server has answered', async () => {
    const release = server.hold();
    const updater = createBadgeUpdater({ checker: createSiteChecker() });
    const url = 'http://paypa1-login-secure.xyz/signin';
    const done = updater.onNavigation(TAB, url);
    await expect.poll(badgeText).toBe(String(analyzeLexical(url).score));
    release();
    await done;
  });

  it('then shows the server score, coloured by band', async () => {
    server.reports.set('shop.example', reportFor('shop.example', 35));
    await createBadgeUpdater({ checker: createSiteChecker() }).onNavigation(TAB, 'https://shop.example/cart');
    expect(await badgeText()).toBe('35');
    expect(await badgeColour()).toEqual(rgba(BADGE_COLOURS.suspicious));
    expect(await browser.action.getTitle({ tabId: TAB })).toBe(
      'ScamCheck: shop.example scores 35/100, Suspicious (ScamCheck server)',
    );
  });

  it.each([
    [92, 'trusted'],
    [55, 'caution'],
    [39, 'suspicious'],
  ] as const)('colours a score of %i as %s', async (score, band) => {
    server.reports.set('band.example', reportFor('band.example', score));
    await createBadgeUpdater({ checker: createSiteChecker() }).onNavigation(TAB, 'https://band.example/');
    expect(await badgeColour()).toEqual(rgba(BADGE_COLOURS[band]));
  });

  it('colours a Caution score without evidence either way grey and says so in its title', async () => {
    server.reports.set('quiet.example', { ...reportFor('quiet.example', 50), threatLevel: 'unknown' });
    await createBadgeUpdater({ checker: createSiteChecker() }).onNavigation(TAB, 'https://quiet.example/');
    expect(await badgeText()).toBe('50');
    expect(await badgeColour()).toEqual(rgba(BADGE_COLOURS.unknown));
    expect(await browser.action.getTitle({ tabId: TAB })).toBe(
      'ScamCheck: quiet.example scores 50/100, not known yet, no evidence either way (ScamCheck server)',
    );
  });

  it.each(['chrome://newtab/', 'about:blank', 'file:///home/me/a.html', 'chrome-extension://abc/popup.html'])(
    'shows nothing on %s and asks nobody',
    async (url) => {
      await browser.action.setBadgeText({ tabId: TAB, text: '80' });
      await createBadgeUpdater({ checker: createSiteChecker() }).onNavigation(TAB, url);
      expect(await badgeText()).toBe('');
      expect(server.requests).toEqual([]);
    },
  );

  it('never scores or warns about the ScamCheck site it uses (its address would look suspicious offline)', async () => {
    const host = new URL(server.url).hostname;
    server.reports.set(host, reportFor(host, 10));
    const scored: string[] = [];
    const updater = createBadgeUpdater({
      checker: createSiteChecker(),
      onScored: (_tab, url) => Promise.resolve(void scored.push(url)),
    });
    await updater.onNavigation(TAB, `${server.url}/domain/example.com`);
    expect(await badgeText()).toBe('');
    expect(await browser.action.getTitle({ tabId: TAB })).toBe(OWN_SITE_TITLE);
    expect(server.requests).toEqual([]);
    expect(scored).toEqual([]);
    // Another port on the same host is another site, and is scored.
    await updater.onNavigation(TAB, `http://${host}:1/`);
    expect(await badgeText()).toMatch(/^\d+$/);
  });

  it('shows nothing when automatic checks are off', async () => {
    await updateSettings({ autoCheck: false });
    await createBadgeUpdater({ checker: createSiteChecker() }).onNavigation(TAB, 'https://shop.example/');
    expect(await badgeText()).toBe('');
    expect(server.requests).toEqual([]);
  });

  it('never runs an analysis on navigation: 100 unknown sites show their offline score, nothing is spent', async () => {
    const updater = createBadgeUpdater({ checker: createSiteChecker() });
    for (let index = 0; index < 100; index += 1) {
      const url = `https://shop-${index}.example/item`;
      await updater.onNavigation(TAB, url);
      expect(await badgeText()).toBe(String(analyzeLexical(url).score));
    }
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(server.requests.every((request) => request.url.startsWith('/api/domain/'))).toBe(true);
  });

  it('keeps the offline score when the server is unreachable', async () => {
    await server.close();
    const url = 'https://shop.example/';
    await createBadgeUpdater({ checker: createSiteChecker() }).onNavigation(TAB, url);
    expect(await badgeText()).toBe(String(analyzeLexical(url).score));
  });

  it("does not let a slow answer for a page the tab has left overwrite the new page's badge", async () => {
    server.reports.set('second.example', reportFor('second.example', 95));
    const release = server.hold();
    const updater = createBadgeUpdater({ checker: createSiteChecker() });
    const first = updater.onNavigation(TAB, 'https://first.example/');
    await expect.poll(() => server.requests.length).toBe(1);
    release();
    await Promise.all([first, updater.onNavigation(TAB, 'https://second.example/')]);
    expect(await badgeText()).toBe('95');
  });

  it('follows top-level navigations only', async () => {
    const { onCommitted } = installFakeWebNavigation();
    server.reports.set('top.example', reportFor('top.example', 80));
    registerBadge({ checker: createSiteChecker() });
    await onCommitted.trigger({ tabId: TAB, frameId: 3, url: 'https://frame.example/' });
    expect(await badgeText()).toBe('');
    await onCommitted.trigger({ tabId: TAB, frameId: 0, url: 'https://top.example/' });
    await expect.poll(badgeText).toBe('80');
  });
});
