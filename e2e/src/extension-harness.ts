// Launches Chromium with the built extension and serves a local "website" for it to check.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, WebWorker } from 'puppeteer-core';
import { launchChromium } from './browser';
import { REPO_ROOT } from './server';

export const EXTENSION_DIR = join(REPO_ROOT, 'extension', '.output', 'chrome-mv3');
/** A phishing-looking host name; Chromium resolves it to 127.0.0.1 (no DNS, no internet). */
export const PHISHY_HOST = 'paypa1-secure-login.xyz';
const SCAM_SCREENSHOT = join(REPO_ROOT, 'server', 'test-fixtures', 'images', 'scam-toll-sms.png');

/** Chrome derives an unpacked extension's id from its manifest key: sha256, first 32 hex digits mapped to a-p. */
export function extensionIdFromManifest(extensionDir = EXTENSION_DIR): string {
  const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8')) as { key?: string };
  if (!manifest.key) throw new Error('the built manifest has no key, so its extension id is not stable');
  const hex = createHash('sha256').update(Buffer.from(manifest.key, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

/**
 * Chromium with an unpacked extension (the build's, or another folder such as an unzipped download); `hosts`
 * are more names resolved to 127.0.0.1.
 */
export async function launchWithExtension(
  executablePath: string,
  { extensionDir = EXTENSION_DIR, hosts = [] }: { extensionDir?: string; hosts?: string[] } = {},
): Promise<Browser> {
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`${extensionDir} is missing: run pnpm build (pnpm test builds it).`);
  }
  const rules = [PHISHY_HOST, '*.bench.test', ...hosts].map((host) => `MAP ${host} 127.0.0.1`);
  return launchChromium(executablePath, [
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    `--host-resolver-rules=${rules.join(', ')}`,
  ]);
}

/** The extension's service worker, to read what the badge shows. */
export async function extensionWorker(browser: Browser, extensionId: string): Promise<WebWorker> {
  const target = await browser.waitForTarget(
    (t) => String(t.type()) === 'service_worker' && t.url().startsWith(`chrome-extension://${extensionId}/`),
    { timeout: 15_000 },
  );
  const worker = await target.worker();
  if (worker === null) throw new Error('the extension service worker did not start');
  // The worker target exists as soon as its script starts; a navigation committed before the script has added its
  // listeners is never delivered (seen on a loaded 2-core machine: 1.1-2 s from start to listeners). A freshly
  // installed extension is ready when its navigation listener is registered.
  const deadline = Date.now() + 15_000;
  // Before the extension bindings exist, `chrome` is not even defined in the worker.
  const listening = () =>
    worker.evaluate(() => typeof chrome !== 'undefined' && chrome.webNavigation.onCommitted.hasListeners());
  while (!(await listening())) {
    if (Date.now() > deadline) throw new Error('the extension never registered its navigation listener');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return worker;
}

export type TestSite = { port: number; close: () => Promise<void> };

/** A page with the scam screenshot on it; images may be read by other origins, as many CDNs allow. */
export async function startTestSite(): Promise<TestSite> {
  const screenshot = readFileSync(SCAM_SCREENSHOT);
  const server: Server = createServer((request, response) => {
    if (request.url === '/scam.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      response.end(screenshot);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><title>Verify your account</title><h1>Sign in</h1><img src="/scam.png" alt="">',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The badge text of the tab showing `url`, as the service worker sees it ('' when none). */
export function badgeTextOf(worker: WebWorker, url: string): Promise<string> {
  return worker.evaluate(async (pageUrl) => {
    const tabs = await chrome.tabs.query({});
    for (const tab of tabs) {
      if (tab.id === undefined) continue;
      const text = await chrome.action.getBadgeText({ tabId: tab.id });
      // Without the tabs permission the worker cannot read tab URLs; the title of the badge names the host.
      const title = await chrome.action.getTitle({ tabId: tab.id });
      if (text !== '' && title.includes(new URL(pageUrl).hostname)) return text;
    }
    return '';
  }, url);
}
