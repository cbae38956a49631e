// The extension as a user gets it from a deployment: downloaded from the server's /downloads link, unzipped and
// loaded into Chromium, with no settings changed. The server runs under a name and port that are not the build's
// localhost:5000, so the extension only works if the download was made for this deployment.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AnalyzeResponse } from '@scamcheck/shared';
import { unzipSync } from 'fflate';
import type { Browser, WebWorker } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import {
  extensionIdFromManifest,
  extensionWorker,
  launchWithExtension,
  PHISHY_HOST,
  startTestSite,
  type TestSite,
} from './extension-harness';
import { REPO_ROOT, startServer, type RunningServer } from './server';

const chromium = chromiumOrSkipReason();
/** The deployment's public name; Chromium resolves it to 127.0.0.1. */
const DEPLOYMENT_HOST = 'scamcheck.deployment.test';

async function unzipTo(zip: ArrayBuffer, dir: string): Promise<void> {
  for (const [name, data] of Object.entries(unzipSync(new Uint8Array(zip)))) {
    if (name.endsWith('/')) continue;
    const path = join(dir, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }
}

/** Every tab's badge title and text, as the service worker sees them. */
function badges(worker: WebWorker): Promise<{ title: string; text: string }[]> {
  return worker.evaluate(async () => {
    const tabs = await chrome.tabs.query({});
    return Promise.all(
      tabs.map(async (tab) => ({
        title: await chrome.action.getTitle({ tabId: tab.id ?? -1 }),
        text: await chrome.action.getBadgeText({ tabId: tab.id ?? -1 }),
      })),
    );
  });
}

describe.skipIf('skipReason' in chromium)('the extension downloaded from a deployment', () => {
  let server: RunningServer;
  let site: TestSite;
  let browser: Browser;
  let worker: WebWorker;
  let extensionDir: string;
  let extensionUrl: string;
  let deploymentUrl: string;

  beforeAll(async () => {
    if (!('executablePath' in chromium)) return;
    [server, site] = await Promise.all([
      startServer((port) => ({ PUBLIC_URL: `http://${DEPLOYMENT_HOST}:${port}` })),
      startTestSite(),
    ]);
    deploymentUrl = `http://${DEPLOYMENT_HOST}:${new URL(server.url).port}`;
    const download = await fetch(`${server.url}/downloads/scamcheck-chrome.zip`);
    expect(download.status).toBe(200);
    extensionDir = await mkdtemp(join(tmpdir(), 'scamcheck-downloaded-'));
    await unzipTo(await download.arrayBuffer(), extensionDir);
    browser = await launchWithExtension(chromium.executablePath, {
      extensionDir,
      hosts: [DEPLOYMENT_HOST],
    });
    extensionUrl = `chrome-extension://${extensionIdFromManifest(extensionDir)}`;
    worker = await extensionWorker(browser, extensionIdFromManifest(extensionDir));
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.stop(), site?.close()]);
    if (extensionDir) await rm(extensionDir, { recursive: true, force: true });
  });

  it("badges a site with this deployment's stored report, with no settings changed", async () => {
    // A report the deployment already holds (reading it is free); the badge can only show it by asking this server.
    const analysis = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: `http://${PHISHY_HOST}:${site.port}/` }),
    });
    expect(analysis.status).toBe(200);
    const report = (await analysis.json()) as AnalyzeResponse;

    const page = await browser.newPage();
    await page.goto(`http://${PHISHY_HOST}:${site.port}/login`);
    const fromServer = `ScamCheck: ${PHISHY_HOST} scores ${report.score}/100`;
    await expect
      .poll(async () => (await badges(worker)).find((badge) => badge.title.startsWith(fromServer)), {
        timeout: 30_000,
      })
      .toMatchObject({ text: String(report.score), title: expect.stringContaining('(ScamCheck server)') });
    await page.close();
  }, 60_000);

  it('never scores or warns about the deployment itself', async () => {
    const page = await browser.newPage();
    await page.goto(`${deploymentUrl}/api/health`);
    await expect
      .poll(async () => (await badges(worker)).map((badge) => badge.title), { timeout: 30_000 })
      .toContain('ScamCheck: this is the ScamCheck site this extension uses');
    const titles = (await badges(worker)).map((badge) => badge.title);
    expect(titles.filter((title) => title.includes(`${DEPLOYMENT_HOST} scores`))).toEqual([]);
    await page.close();
  }, 60_000);

  it('the popup and the options page name the deployment and find it reachable', async () => {
    const popup = await browser.newPage();
    await popup.goto(`${extensionUrl}/popup.html`);
    await popup.waitForFunction(
      () =>
        document.querySelector('[data-testid="server-status"]')?.textContent?.includes('Server reachable'),
      { timeout: 15_000 },
    );
    expect(await popup.$eval('[data-testid="server-url"]', (element) => element.textContent)).toBe(
      deploymentUrl,
    );
    await popup.close();

    const options = await browser.newPage();
    await options.setViewport({ width: 720, height: 760 });
    await options.goto(`${extensionUrl}/options.html`);
    await options.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="options-server-status"]')
          ?.textContent?.startsWith('Server reachable'),
      { timeout: 15_000 },
    );
    const status = await options.$eval('[data-testid="options-server-status"]', (e) => e.textContent);
    expect(status).toContain(deploymentUrl);
    expect(await options.$eval('#server-url', (input) => (input as HTMLInputElement).value)).toBe(
      deploymentUrl,
    );
    // Styled like the popup: its blue button, not the browser's default one.
    const saveColour = await options.$eval(
      'button[type="submit"]',
      (b) => getComputedStyle(b).backgroundColor,
    );
    expect(saveColour).toBe('rgb(37, 99, 235)');
    if (process.env.SCAMCHECK_SCREENS === '1') {
      await options.screenshot({ path: join(REPO_ROOT, 'docs', 'screens', 'extension-options.png') });
    }

    // Pointing it at an address where nothing answers says so on the page.
    await options.$eval('#server-url', (input) => ((input as HTMLInputElement).value = ''));
    await options.type('#server-url', `http://${DEPLOYMENT_HOST}:9`);
    await options.click('button[type="submit"]');
    await options.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="options-server-status"]')
          ?.textContent?.startsWith('Server unreachable'),
      { timeout: 15_000 },
    );
    await options.close();
  }, 60_000);
});
