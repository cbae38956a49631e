import { describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import { useServerAndBrowser } from './use-server-and-browser';

const chromium = chromiumOrSkipReason();

describe.skipIf('skipReason' in chromium)('the website in Chromium', () => {
  const env = useServerAndBrowser(chromium);

  it('serves the home page with the header navigation and the footer version', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.url}/`, { waitUntil: 'networkidle0' });
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

  it('shows the not-found screen for an unknown path, with HTTP status 404', async () => {
    const page = await env.browser.newPage();
    const response = await page.goto(`${env.server.url}/no/such/page`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(404);
    await page.waitForSelector('h1');
    const text = await page.$eval('main', (element) => element.textContent ?? '');
    expect(text).toContain('404 Page Not Found');
    expect(text).toContain('Did you forget to add the page to the router?');
    await page.close();
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const response = await fetch(`${env.server.url}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('NOT_FOUND');
  });
});
