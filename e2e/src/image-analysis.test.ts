import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkipReason, launchChromium } from './browser';
import { REPO_ROOT, startServer, type RunningServer } from './server';
import { mainText, newVisitor, openPage, preparePage } from './web-page';

const chromium = chromiumOrSkipReason();
const FIXTURES = join(REPO_ROOT, 'server', 'test-fixtures', 'images');

async function fileInput(page: Page): Promise<ElementHandle<HTMLInputElement>> {
  const input = await page.$('input[type="file"]');
  if (input === null) throw new Error('no file input on the page');
  return input;
}

async function textOf(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element) => element.textContent ?? '');
}

describe.skipIf('skipReason' in chromium)('image analysis in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!('executablePath' in chromium)) return;
    server = await startServer({ OCR_WORKERS: '1' });
    browser = await launchChromium(chromium.executablePath);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads a toll-scam screenshot on the home page and shows the result panel with scored links', async () => {
    const { context, page } = await newVisitor(browser);
    await preparePage(page);
    await openPage(page, `${server.url}/`);
    expect(await mainText(page)).toContain('Click or press Enter to upload an image');

    await (await fileInput(page)).uploadFile(join(FIXTURES, 'scam-toll-sms.png'));
    await page.waitForSelector('img[alt="Preview of the chosen image"]', { visible: true });
    const preview = await mainText(page);
    expect(preview).toContain('scam-toll-sms.png');
    expect(preview).toMatch(/\d+\.\d KB/);

    const analyze = await page.waitForSelector('::-p-aria([name="Analyze Image"][role="button"])');
    await analyze?.click();
    await page.waitForSelector('::-p-text(Image analysis complete!)', { timeout: 45_000 });
    expect(await page.$eval('[role="progressbar"]', (bar) => bar.getAttribute('aria-valuenow'))).toBe('100');
    await page.waitForSelector('::-p-text(Image Analysis Complete)');

    const panel = await textOf(page, 'section[aria-label="Image analysis result"]');
    expect(panel).toContain('Potential Scam');
    expect(panel).toContain('Analysis:');
    expect(panel).toContain('Red Flags:');
    expect(panel).toMatch(/unpaid-toll notice/i);
    const colour = await page.$eval('[role="meter"][aria-label="Safety score"]', (gauge) =>
      gauge.getAttribute('data-colour'),
    );
    expect(colour).toBe('red');
    expect(
      await page.$('section[aria-label="Image analysis result"] a[href="/domain/ezpass-tolls.vip"]'),
    ).not.toBeNull();

    // The banner goes after 3 s; "Analyze Another" clears the result and brings the upload area back.
    await page.waitForFunction(() => !document.body.textContent?.includes('Image analysis complete!'), {
      timeout: 6000,
    });
    await (await page.waitForSelector('::-p-aria([name="Analyze Another"][role="button"])'))?.click();
    await page.waitForSelector('::-p-text(Click or press Enter to upload an image)');
    expect(await page.$('section[aria-label="Image analysis result"]')).toBeNull();
    await context.close();
  });

  it('refuses a file that is not an image with the spec’s alert, before uploading anything', async () => {
    const { context, page } = await newVisitor(browser);
    await preparePage(page);
    await openPage(page, `${server.url}/image-analysis`);
    const notImage = join(tmpdir(), `scamcheck-e2e-${process.pid}.txt`);
    writeFileSync(notImage, 'just text');
    let uploads = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/analyze-image')) uploads += 1;
    });
    await (await fileInput(page)).uploadFile(notImage);
    await page.waitForSelector('::-p-text(Please upload an image file (JPEG, PNG, GIF, or WEBP))');
    expect(uploads).toBe(0);
    await context.close();
  });

  it('offers the same tool on /image-analysis, says what it can and cannot see, and calls a friendly chat safe', async () => {
    const { context, page } = await newVisitor(browser);
    await preparePage(page);
    await openPage(page, `${server.url}/image-analysis`);
    expect(await textOf(page, 'main h1')).toBe('Image Analysis');
    const text = await mainText(page);
    expect(text).toContain('What it can and cannot see');

    await (await fileInput(page)).uploadFile(join(FIXTURES, 'benign-dinner-sms.png'));
    await (await page.waitForSelector('::-p-aria([name="Analyze Image"][role="button"])'))?.click();
    await page.waitForSelector('section[aria-label="Image analysis result"]', { timeout: 45_000 });
    expect(await textOf(page, 'section[aria-label="Image analysis result"]')).toContain('Likely Safe');
    await context.close();
  });
});
