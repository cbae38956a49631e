// `pnpm screens`: pictures of what a new user sees, written to docs/screens/ (docs/screens/README.md).
// The built server on a free port with in-memory storage, Chromium with the built extension, and a
// local "website" for the popup; nothing leaves the machine. Run after `pnpm build`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page, WebWorker } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../src/browser';
import {
  extensionIdFromManifest,
  extensionWorker,
  launchWithExtension,
  startTestSite,
  type TestSite,
} from '../src/extension-harness';
import { REPO_ROOT, startServer, type RunningServer } from '../src/server';
import { openPage, preparePage } from '../src/web-page';

const SCREENS = join(REPO_ROOT, 'docs', 'screens');
const FIXTURES = join(REPO_ROOT, 'server', 'test-fixtures', 'images');
const SCAM_SMS =
  'USPS: Your package is on hold due to an unpaid shipping fee of $1.99. Pay within 24 hours or it will be returned to the sender: https://usps-redelivery-fee.top/pay';

let server: RunningServer;
let site: TestSite;
let browser: Browser;
let worker: WebWorker;
let extensionUrl: string;
// The extension's host permission is http://localhost/*, so the site is opened as localhost.
const siteUrl = () => server.url.replace('127.0.0.1', 'localhost');

async function visit(path: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.emulateMediaFeatures([
    { name: 'prefers-reduced-motion', value: 'reduce' },
    { name: 'prefers-color-scheme', value: 'light' },
  ]);
  await preparePage(page, { theme: 'light' });
  await openPage(page, `${siteUrl()}${path}`);
  return page;
}

async function shoot(target: Page | ElementHandle, name: string): Promise<void> {
  await target.screenshot({ path: join(SCREENS, `${name}.png`) });
}

async function element(page: Page, selector: string): Promise<ElementHandle> {
  const found = await page.waitForSelector(selector, { visible: true, timeout: 45_000 });
  if (found === null) throw new Error(`${selector} is not on the page`);
  return found;
}

describe('screens for docs/screens', () => {
  beforeAll(async () => {
    const chromium = findChromium();
    if (chromium === null)
      throw new Error('Chromium not found (PUPPETEER_EXECUTABLE_PATH or /usr/bin/chromium)');
    mkdirSync(SCREENS, { recursive: true });
    [server, site] = await Promise.all([
      startServer((port) => ({ PUBLIC_URL: `http://localhost:${port}`, OCR_WORKERS: '1' })),
      startTestSite(),
    ]);
    browser = await launchWithExtension(chromium);
    extensionUrl = `chrome-extension://${extensionIdFromManifest()}`;
    worker = await extensionWorker(browser, extensionIdFromManifest());
    await worker.evaluate(async (url) => {
      await chrome.storage.local.set({
        settings: { serverUrl: url, autoCheck: true, warnings: true, localOnly: false },
      });
    }, siteUrl());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.stop(), site?.close()]);
  });

  it('home page, link tab (link and screenshot checks)', async () => {
    const page = await visit('/');
    await page.type('#scan-input', 'secure-paypa1-login.com');
    await shoot(await element(page, 'main section'), 'home-link');
  });

  it('a screenshot check and its result', async () => {
    const page = await visit('/');
    const input = await page.$('input[type="file"]');
    await (input as ElementHandle<HTMLInputElement>).uploadFile(join(FIXTURES, 'scam-toll-sms.png'));
    await (await page.waitForSelector('::-p-aria([name="Analyze Image"][role="button"])'))?.click();
    const result = await element(page, 'section[aria-label="Image analysis result"]');
    await shoot(await element(page, '[role="group"][aria-label="Analyze an image"]'), 'home-screenshot');
    expect(await result.evaluate((node) => node.textContent)).toContain('Potential Scam');
  });

  it('home page, message tab, and a message result', async () => {
    const page = await visit('/');
    await (await page.waitForSelector('::-p-aria([name="Check a message"][role="tab"])'))?.click();
    const box = await element(page, 'textarea');
    await box.evaluate((area, text) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setValue?.call(area, text);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }, SCAM_SMS);
    await page.select('select', 'sms');
    await shoot(await element(page, 'main section'), 'home-message');
    await (await page.waitForSelector('::-p-aria([name="Check message"][role="button"])'))?.click();
    await shoot(await element(page, 'section[aria-label="Message analysis result"]'), 'message-result');
  });

  it('a report with evidence of harm, of trust, and what was not checked', async () => {
    const analysed = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'secure-paypa1-login.com' }),
    });
    expect(analysed.status).toBe(200);
    const page = await visit('/domain/secure-paypa1-login.com');
    await element(page, '#facts-heading');
    await page.setViewport({ width: 1280, height: 1400 });
    await shoot(page, 'report');
  });

  it('the /scammed guide', async () => {
    await shoot(await visit('/scammed'), 'scammed');
  });

  it('the dashboard’s allowances after a few checks', async () => {
    const page = await visit('/dashboard');
    await shoot(await element(page, 'section[aria-labelledby="quota-heading"]'), 'dashboard-quotas');
  });

  it('the card once the hour’s website checks are used up', async () => {
    for (let index = 0; index < 20; index += 1)
      await fetch(`${server.url}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain: `used-up-${index}.example` }),
      });
    const page = await visit('/');
    await page.type('#scan-input', 'one-more-shop.example');
    await page.click('button[type="submit"]');
    await element(page, 'main [role="alert"]');
    await shoot(await element(page, 'main section'), 'rate-limit-card');
  });

  it('the extension popup on a site', async () => {
    const sitePage = await browser.newPage();
    await sitePage.goto(`http://localhost:${site.port}/`);
    await sitePage.bringToFront();
    const url = `${extensionUrl}/popup.html`;
    await worker.evaluate(async (pageUrl) => {
      await chrome.windows.create({ url: pageUrl, focused: false, type: 'popup', width: 380, height: 640 });
    }, url);
    const popup = await (await browser.waitForTarget((target) => target.url() === url)).page();
    if (popup === null) throw new Error('the popup window has no page');
    await popup.setViewport({ width: 360, height: 600 });
    await popup.waitForSelector('[data-testid="site-score"]', { timeout: 30_000 });
    await popup.waitForSelector('[data-testid="quota"]', { timeout: 15_000 });
    await shoot(popup, 'extension-popup');
  });
});
