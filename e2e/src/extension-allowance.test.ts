// Issue 19: browsing with the extension never spends the allowance. A session of 100 navigations to
// sites nobody analysed shows each site's offline score and runs no analysis (so it can never meet a
// 429); a site with a stored report shows the server's score, read for free.
import type { AnalyzeResponse, StatisticsResponse } from '@scamcheck/shared';
import type { Browser, WebWorker } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import {
  badgeTextOf,
  extensionIdFromManifest,
  extensionWorker,
  launchWithExtension,
  startTestSite,
  type TestSite,
} from './extension-harness';
import { startServer, type RunningServer } from './server';

const chromium = chromiumOrSkipReason();
const NAVIGATIONS = 100;

describe.skipIf('skipReason' in chromium)('the extension badge and the allowance, in Chromium', () => {
  let server: RunningServer;
  let site: TestSite;
  let browser: Browser;
  let worker: WebWorker;

  beforeAll(async () => {
    if (!('executablePath' in chromium)) return;
    [server, site] = await Promise.all([
      startServer((port) => ({ PUBLIC_URL: `http://localhost:${port}` })),
      startTestSite(),
    ]);
    browser = await launchWithExtension(chromium.executablePath);
    worker = await extensionWorker(browser, extensionIdFromManifest());
    const page = await browser.newPage();
    await page.goto(`chrome-extension://${extensionIdFromManifest()}/options.html`);
    await page.evaluate(
      async (url) => {
        await chrome.storage.local.set({
          settings: { serverUrl: url, autoCheck: true, warnings: true, localOnly: false },
        });
      },
      server.url.replace('127.0.0.1', 'localhost'),
    );
    await page.close();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.stop(), site?.close()]);
  });

  const statistics = async () =>
    ((await (await fetch(`${server.url}/api/statistics`)).json()) as StatisticsResponse).totalDomainsAnalyzed;
  const isStored = async (host: string) => (await fetch(`${server.url}/api/domain/${host}`)).ok;

  it(`badges ${NAVIGATIONS} unknown sites with their offline score and runs no analysis`, async () => {
    const before = await statistics();
    const page = await browser.newPage();
    for (let index = 0; index < NAVIGATIONS; index += 1) {
      const url = `http://shop-${index}.bench.test:${site.port}/cart`;
      await page.goto(url);
      await expect.poll(() => badgeTextOf(worker, url), { timeout: 30_000 }).toMatch(/^\d{1,3}$/);
    }
    await page.close();
    // Nothing was analysed: no report for any of them, and the platform's count did not move. Only new
    // analyses spend the allowance, so none of it was spent and no 429 was possible.
    expect(await statistics()).toBe(before);
    for (const index of [0, 50, NAVIGATIONS - 1])
      expect(await isStored(`shop-${index}.bench.test`)).toBe(false);
  }, 300_000);

  it("shows a stored report's score on navigation, a free read", async () => {
    const host = 'stored.bench.test';
    const analysed = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: `http://${host}:${site.port}/` }),
    });
    expect(analysed.status).toBe(200);
    const { score } = (await (await fetch(`${server.url}/api/domain/${host}`)).json()) as AnalyzeResponse;
    const page = await browser.newPage();
    const url = `http://${host}:${site.port}/checkout`;
    await page.goto(url);
    await expect.poll(() => badgeTextOf(worker, url), { timeout: 30_000 }).toBe(String(score));
    await page.close();
  }, 90_000);
});
