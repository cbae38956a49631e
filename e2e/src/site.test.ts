import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkipReason, launchChromium } from './browser';
import { startServer, type RunningServer } from './server';

const chromium = chromiumOrSkipReason();

describe.skipIf('skipReason' in chromium)('the website in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!('executablePath' in chromium)) return;
    server = await startServer();
    browser = await launchChromium(chromium.executablePath);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the home page with the header navigation and the footer version', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle0' });
    const navLinks = await page.$$eval('header nav a', (links) =>
      links.map((link) => `${link.textContent?.trim()} ${link.getAttribute('href')}`),
    );
    expect(navLinks).toEqual(
      expect.arrayContaining([
        'Home /',
        'Websites /websites',
        'Scammed? /scammed',
        'Image Analysis /image-analysis',
      ]),
    );
    const footer = await page.$eval('footer', (element) => element.textContent ?? '');
    expect(footer).toContain('1.2.2');
    await page.close();
  });

  it('shows the not-found screen for an unknown path', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/no/such/page`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    await page.waitForSelector('h1');
    const text = await page.$eval('main', (element) => element.textContent ?? '');
    expect(text).toContain('404 Page Not Found');
    expect(text).toContain('Did you forget to add the page to the router?');
    await page.close();
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const response = await fetch(`${server.url}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('NOT_FOUND');
  });
});
