import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import { analyse } from './site-data';
import { useServerAndBrowser } from './use-server-and-browser';
import { seriousAxeViolations } from './web-axe';
import { newVisitor, openPage, preparePage } from './web-page';

const chromium = chromiumOrSkipReason();

// Every public page (the admin area and sign-in belong to other features' suites), plus a
// stored report, a never-analysed domain and the not-found screen.
const PUBLIC_PAGES = [
  '/',
  '/domain/paypa1-login.com',
  '/domain/never-analysed.example',
  '/about',
  '/websites',
  '/compare?d=paypa1-login.com&d=example.com',
  '/privacy',
  '/terms',
  '/api',
  '/unwrap',
  '/extensions',
  '/welcome',
  '/scammed',
  '/image-analysis',
  '/dashboard',
  '/no/such/page',
];

const LAYOUTS = [
  { name: 'light theme on a desktop', width: 1280, theme: 'light' },
  { name: 'dark theme on a 360 px phone', width: 360, theme: 'dark' },
] as const;

describe.skipIf('skipReason' in chromium)('accessibility and layout of every public page', () => {
  const env = useServerAndBrowser(chromium);

  // Two stored reports, so the result page, lists and comparison have something to show.
  beforeAll(async () => {
    if (!('executablePath' in chromium)) return;
    for (const domain of ['paypa1-login.com', 'example.com']) await analyse(env.server.url, domain);
  });

  describe.each(LAYOUTS)('$name', ({ width, theme }) => {
    it.each(PUBLIC_PAGES)(
      '%s has no serious or critical axe violations and fits the screen',
      async (path) => {
        const { context, page } = await newVisitor(env.browser);
        await preparePage(page, { width, theme });
        await openPage(page, `${env.server.url}${path}`);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          theme === 'dark',
        );

        expect(await seriousAxeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await context.close();
      },
    );
  });

  it('lets a keyboard user skip to the content and shows where focus is', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/`);
    await page.keyboard.press('Tab');
    const skip = await page.evaluate(() => ({
      text: document.activeElement?.textContent,
      outline: getComputedStyle(document.activeElement ?? document.body).outlineStyle,
    }));
    expect(skip).toEqual({ text: 'Skip to content', outline: 'solid' });

    await page.keyboard.press('Enter');
    // From the main content, the first control is the selected tab of the checker (link / message).
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      role: document.activeElement?.getAttribute('role'),
      selected: document.activeElement?.getAttribute('aria-selected'),
      outline: getComputedStyle(document.activeElement ?? document.body).outlineStyle,
    }));
    expect(focused).toEqual({ role: 'tab', selected: 'true', outline: 'solid' });
    // and the scan field follows it
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('scan-input');
    await context.close();
  });
});
