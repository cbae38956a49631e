import { describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import { useServerAndBrowser } from './use-server-and-browser';
import { seriousAxeViolations } from './web-axe';
import { mainText, newVisitor, openPage, preparePage } from './web-page';

const chromium = chromiumOrSkipReason();

describe.skipIf('skipReason' in chromium)('visitor journeys on the website', () => {
  const env = useServerAndBrowser(chromium);

  it('scans a link from the home page and lands on its report, which leads to the site’s', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/`);

    await page.click('button[type="submit"]');
    expect(await page.$eval('[role="alert"]', (element) => element.textContent)).toBe(
      'Please enter a domain or URL',
    );

    await page.type('#scan-input', 'https://secure-paypa1-login.com/verify');
    await Promise.all([
      page.waitForFunction(() => window.location.pathname === '/domain/secure-paypa1-login.com'),
      page.click('button[type="submit"]'),
    ]);
    const gauge = await page.waitForSelector('main [role="img"][aria-label^="Trust score"]');
    const label = await gauge?.evaluate((element) => element.getAttribute('aria-label'));
    expect(label).toMatch(/^Trust score \d+ out of 100: (Trusted|Caution|Suspicious)/);
    // A link with a path has its own report; the site's report is one click away.
    expect(await page.$eval('main h1', (element) => element.textContent)).toBe(
      'https://secure-paypa1-login.com/verify',
    );
    const text = await mainText(page);
    expect(text).toContain('Evidence of harm');
    expect(text).toContain('See the report for the whole site secure-paypa1-login.com');

    // The footer's recent analyses now link to the new report.
    await page.waitForSelector('footer a[href="/domain/secure-paypa1-login.com"]');
    await context.close();
  });

  it('shows the steps card from the first frame after Analyze until the report replaces it', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/`);
    await page.type('#scan-input', 'frames-shop.example');
    // Every painted frame from the click on, named as a person would see it.
    await page.evaluate(() => {
      const frames: string[] = [];
      (window as unknown as { frames_: string[] }).frames_ = frames;
      const name = () => {
        const main = document.querySelector('main');
        if (main?.querySelector('#detection-heading')) return 'steps';
        if (main?.querySelector('#facts-heading')) return 'report';
        if ((main?.textContent ?? '').includes('Loading')) return 'loading';
        return 'form';
      };
      const sample = () => {
        const now = name();
        if (frames.at(-1) !== now) frames.push(now);
        if (now !== 'report') requestAnimationFrame(sample);
      };
      document.querySelector('button[type="submit"]')?.addEventListener('click', () => {
        queueMicrotask(() => requestAnimationFrame(sample));
      });
    });
    // A slow network, so the analysis takes several frames and any gap would be painted.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.click('button[type="submit"]');
    await page.waitForSelector('main #facts-heading');
    const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
    expect(frames).toEqual(['steps', 'report']);
    await context.close();
  });

  it('offers to analyse a domain nobody has checked, right on its result page', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/domain/first-visit.example`);
    expect(await mainText(page)).toContain('Not analysed yet');

    const [button] = await page.$$('xpath/.//button[contains(., "Analyze first-visit.example")]');
    await button?.click();
    await page.waitForSelector('main [role="img"][aria-label^="Trust score"]');
    expect(await mainText(page)).toContain('Security report');
    await context.close();
  });

  it('brings the sections below the fold as the visitor scrolls to them, and pages still change', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/`);
    // Fetched when near the window (docs/performance.md, "Web"): scroll down to them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('#faq-heading');
    const text = await mainText(page);
    expect(text).toContain('How detection works');
    expect(text).toContain('Frequently asked questions');

    // The animation engine loads on the first move; the next route change works either way.
    await page.mouse.move(20, 20);
    await Promise.all([
      page.waitForFunction(() => window.location.pathname === '/websites'),
      page.click('header nav a[href="/websites"]'),
    ]);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.trim() !== '');
    await context.close();
  });

  it('shows the not-found screen for a path that is no page', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/definitely/not/here`);
    expect(await page.$eval('main h1', (element) => element.textContent)).toBe('404 Page Not Found');
    expect(await mainText(page)).toContain('Did you forget to add the page to the router?');
    await context.close();
  });

  it('keeps the chosen theme across a reload', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/about`);
    const rootClass = () => page.evaluate(() => document.documentElement.className);
    expect(await rootClass()).toBe('light');

    await page.click('header button[aria-label="Switch to dark theme"]');
    expect(await rootClass()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('main h1');
    expect(await rootClass()).toBe('dark');
    expect(await page.$('header button[aria-label="Switch to light theme"]')).not.toBeNull();
    await context.close();
  });

  it('opens the guided tour on a first visit, walks its three steps and remembers it was seen', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page, { tourSeen: false });
    await openPage(page, `${env.server.url}/`);
    expect(await page.$eval('body', (body) => body.textContent)).toContain('Take Tour');

    await page.waitForSelector('[role="dialog"]', { visible: true });
    const dialogText = () => page.$eval('[role="dialog"]', (element) => element.textContent ?? '');
    expect(await dialogText()).toContain('1/3');
    expect(
      await page.$eval('[data-tour="url-input"]', (element) => element.hasAttribute('data-tour-active')),
    ).toBe(true);
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);

    const clickButton = async (name: string) => {
      const [button] = await page.$$(`xpath/.//div[@role="dialog"]//button[normalize-space()="${name}"]`);
      await button?.click();
    };
    await clickButton('Next');
    expect(await dialogText()).toContain('2/3');
    await clickButton('Next');
    expect(await dialogText()).toContain('3/3');
    expect(
      await page.$eval('[data-tour="education"]', (element) => element.hasAttribute('data-tour-active')),
    ).toBe(true);
    await clickButton('Done');
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    expect(await page.evaluate(() => localStorage.getItem('simple-tour-seen'))).not.toBeNull();

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('main h1');
    const [tourButton] = await page.$$('xpath/.//button[normalize-space()="Tour"]');
    expect(tourButton).toBeDefined();
    await context.close();
  });
});
