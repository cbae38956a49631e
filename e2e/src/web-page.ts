// Opening site pages the way the end-to-end tests need them: a clean browser profile per visitor,
// the theme and tour flags chosen up front, and "ready" meaning the page's main heading is shown.
import type { Browser, BrowserContext, Page } from 'puppeteer-core';

export type VisitOptions = {
  width?: number;
  /** Stored before any script runs, as a returning visitor's choice would be. */
  theme?: 'light' | 'dark';
  /** Marks the guided tour as seen so it does not open over the page. */
  tourSeen?: boolean;
};

export async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.emulateMediaFeatures([
    { name: 'prefers-reduced-motion', value: 'reduce' },
    { name: 'prefers-color-scheme', value: 'light' },
  ]);
  return { context, page };
}

export async function preparePage(page: Page, { width = 1280, theme, tourSeen = true }: VisitOptions = {}) {
  await page.setViewport({ width, height: 900 });
  await page.evaluateOnNewDocument(
    (chosenTheme, isTourSeen) => {
      if (chosenTheme) localStorage.setItem('theme', chosenTheme);
      if (isTourSeen) localStorage.setItem('simple-tour-seen', 'true');
    },
    theme ?? null,
    tourSeen,
  );
}

/** Navigates and waits until the page's own h1 is on screen (lazy pages load after the frame). */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('main h1', { visible: true });
}

export async function mainText(page: Page): Promise<string> {
  return page.$eval('main', (element) => element.textContent ?? '');
}
