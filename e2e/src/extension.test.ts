import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkipReason, launchChromium } from './browser';
import { REPO_ROOT, startServer, type RunningServer } from './server';

const EXTENSION_DIR = join(REPO_ROOT, 'extension', '.output', 'chrome-mv3');
const chromium = chromiumOrSkipReason();

/** Chrome derives an unpacked extension's id from its manifest key: sha256, first 32 hex digits mapped to a-p. */
function extensionIdFromManifest(): string {
  const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as { key?: string };
  if (!manifest.key) throw new Error('the built manifest has no key, so its extension id is not stable');
  const hex = createHash('sha256').update(Buffer.from(manifest.key, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

describe.skipIf('skipReason' in chromium)('the extension in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!('executablePath' in chromium)) return;
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
      throw new Error(`${EXTENSION_DIR} is missing: run pnpm build (pnpm test builds it).`);
    }
    server = await startServer();
    browser = await launchChromium(chromium.executablePath, [
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the popup, which reports the configured server as reachable', async () => {
    const page = await browser.newPage();
    const popupUrl = `chrome-extension://${extensionIdFromManifest()}/popup.html`;
    await page.goto(popupUrl);
    await page.evaluate(
      async (serverUrl) => {
        await chrome.storage.local.set({ serverUrl });
        // Host permission is granted for http://localhost/* (match patterns ignore the port).
      },
      server.url.replace('127.0.0.1', 'localhost'),
    );
    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="server-status"]')?.textContent?.includes('reachable'),
      { timeout: 15_000 },
    );
    const status = await page.$eval('[data-testid="server-status"]', (element) => element.textContent ?? '');
    expect(status).toContain('Server reachable (v1.2.2)');
    const host = await page.$eval('[data-testid="current-host"]', (element) => element.textContent ?? '');
    expect(host).toContain('This page cannot be checked.');
    await page.close();
  });

  it('reports an unreachable server when nothing listens at the configured address', async () => {
    const page = await browser.newPage();
    await page.goto(`chrome-extension://${extensionIdFromManifest()}/popup.html`);
    await page.evaluate(async () => {
      await chrome.storage.local.set({ serverUrl: 'http://127.0.0.1:9' });
    });
    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="server-status"]')?.textContent?.includes('unreachable'),
      { timeout: 15_000 },
    );
    await page.close();
  });
});
