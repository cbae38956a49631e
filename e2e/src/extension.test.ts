import type { AnalyzeResponse } from '@scamcheck/shared';
import type { Browser, Page, WebWorker } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import {
  badgeTextOf,
  extensionIdFromManifest,
  extensionWorker,
  launchWithExtension,
  PHISHY_HOST,
  startTestSite,
  type TestSite,
} from './extension-harness';
import { startServer, type RunningServer } from './server';

const chromium = chromiumOrSkipReason();

describe.skipIf('skipReason' in chromium)('the extension in Chromium, against the real server', () => {
  let server: RunningServer;
  let site: TestSite;
  let browser: Browser;
  let worker: WebWorker;
  let extensionUrl: string;
  // The host permission is http://localhost/* (match patterns ignore the port).
  const serverUrl = () => server.url.replace('127.0.0.1', 'localhost');

  beforeAll(async () => {
    if (!('executablePath' in chromium)) return;
    [server, site] = await Promise.all([
      startServer((port) => ({
        DEV_LOGIN: '1',
        // The site is opened as localhost (the extension's host permission): that is its origin.
        PUBLIC_URL: `http://localhost:${port}`,
      })),
      startTestSite(),
    ]);
    browser = await launchWithExtension(chromium.executablePath);
    extensionUrl = `chrome-extension://${extensionIdFromManifest()}`;
    worker = await extensionWorker(browser, extensionIdFromManifest());
    const page = await browser.newPage();
    await page.goto(`${extensionUrl}/options.html`);
    await page.evaluate(async (url) => {
      await chrome.storage.local.set({
        settings: { serverUrl: url, autoCheck: true, warnings: true, localOnly: false },
      });
    }, serverUrl());
    await page.close();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.stop(), site?.close()]);
  });

  async function storedReport(host: string): Promise<AnalyzeResponse | null> {
    const response = await fetch(`${server.url}/api/domain/${host}`);
    return response.ok ? ((await response.json()) as AnalyzeResponse) : null;
  }

  it("badges a site on navigation, then shows the server's score", async () => {
    const page = await browser.newPage();
    const url = `http://${PHISHY_HOST}:${site.port}/login?session=secret`;
    await page.goto(url);
    // The first navigation of a fresh browser can take a while on a loaded 2-core machine.
    await expect.poll(() => badgeTextOf(worker, url), { timeout: 30_000 }).toMatch(/^\d{1,3}$/);
    // A navigation never runs an analysis (it would spend the allowance, docs/allowances.md): the
    // badge keeps the offline score until the site has a stored report, then follows the server's.
    expect(await storedReport(PHISHY_HOST)).toBeNull();
    await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: `http://${PHISHY_HOST}:${site.port}/` }),
    });
    const report = await storedReport(PHISHY_HOST);
    await page.goto(url);
    await expect.poll(() => badgeTextOf(worker, url), { timeout: 15_000 }).toBe(String(report?.score));
    await page.close();
  }, 90_000);

  it("opens the popup on a site, which shows the site's score and the server state", async () => {
    const sitePage = await browser.newPage();
    await sitePage.goto(`http://localhost:${site.port}/`);
    await sitePage.bringToFront();
    // The real popup reads the active tab of the last focused window; opened in its own unfocused window here.
    const popup = await openPopupBeside(browser, worker, `${extensionUrl}/popup.html`);
    await popup.waitForFunction(
      () => document.querySelector('[data-testid="current-host"]')?.textContent === 'localhost',
      { timeout: 15_000 },
    );
    await popup.waitForSelector('[data-testid="site-score"]', { timeout: 20_000 });
    const score = await popup.$eval('[data-testid="site-score"]', (element) => element.textContent ?? '');
    expect(score).toMatch(/^\d{1,3}$/);
    const band = await popup.$eval('[data-testid="site-band"]', (element) => element.textContent ?? '');
    expect(['Trusted', 'Caution', 'Suspicious', 'Not known yet']).toContain(band);
    await popup.waitForFunction(
      () =>
        document.querySelector('[data-testid="server-status"]')?.textContent?.includes('Server reachable'),
      { timeout: 15_000 },
    );
    await popup.waitForSelector('[data-testid="quota"]', { timeout: 15_000 });
    await Promise.all([popup.close(), sitePage.close()]);
  }, 60_000);

  it('checks a scam screenshot through the same message the image menu uses, and shows the result', async () => {
    const page = await browser.newPage();
    await page.goto(`${extensionUrl}/popup.html`);
    const { resultId } = await page.evaluate(
      (srcUrl) =>
        chrome.runtime.sendMessage<unknown, { resultId: string }>({
          type: 'check-image',
          srcUrl,
          pageUrl: srcUrl,
        }),
      `http://${PHISHY_HOST}:${site.port}/scam.png`,
    );
    await page.goto(`${extensionUrl}/result.html?id=${encodeURIComponent(resultId)}`);
    await page.waitForSelector('[data-testid="result-label"]', { timeout: 60_000 });
    const label = await page.$eval('[data-testid="result-label"]', (element) => element.textContent ?? '');
    expect(label).toBe('Potential Scam');
    const flags = await page.$$eval('[data-testid="result-flags"] li', (items) => items.length);
    expect(flags).toBeGreaterThan(0);
    await page.close();
  }, 90_000);

  it('shares the session of the site: signed in there, the popup says who is signed in', async () => {
    const site = await browser.newPage();
    await site.goto(`${serverUrl()}/api/health`);
    const status = await site.evaluate(async () => {
      const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
      const response = await fetch('/auth/dev-login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': token },
        body: JSON.stringify({ email: 'extension-user@example.com', name: 'Erin', role: 'user' }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    const popup = await browser.newPage();
    await popup.goto(`${extensionUrl}/popup.html`);
    await popup.waitForFunction(
      () => document.querySelector('[data-testid="account"]')?.textContent?.startsWith('Signed in as Erin'),
      { timeout: 15_000 },
    );
    await Promise.all([popup.close(), site.close()]);
  }, 30_000);

  it('reports an unreachable server in the popup when nothing listens at the configured address', async () => {
    const page = await browser.newPage();
    await page.goto(`${extensionUrl}/popup.html`);
    await page.evaluate(async () => {
      const { settings } = await chrome.storage.local.get('settings');
      await chrome.storage.local.set({
        settings: Object.assign({}, settings, { serverUrl: 'http://127.0.0.1:9' }),
      });
    });
    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="server-status"]')?.textContent?.includes('unreachable'),
      { timeout: 15_000 },
    );
    await page.close();
  }, 30_000);
});

/** Opens an extension page in a window of its own that does not take the focus. */
async function openPopupBeside(browser: Browser, worker: WebWorker, url: string): Promise<Page> {
  await worker.evaluate(async (pageUrl) => {
    await chrome.windows.create({ url: pageUrl, focused: false, type: 'popup', width: 360, height: 600 });
  }, url);
  const target = await browser.waitForTarget((t) => t.url() === url, { timeout: 15_000 });
  const page = await target.page();
  if (page === null) throw new Error('the popup window has no page');
  return page;
}
