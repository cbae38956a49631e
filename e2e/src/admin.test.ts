// The admin area in Chromium against the built server, with real data: analyses run through the API, a
// browser error reported, a comment posted by a user. An administrator (trial sign-in) then runs the
// product from the admin pages; a signed-in user cannot reach them.
import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import { analyse, postComment, reportClientError } from './site-data';
import { signInForTrial, waitForPath } from './trial-sign-in';
import { useServerAndBrowser } from './use-server-and-browser';
import { seriousAxeViolations } from './web-axe';
import { mainText, newVisitor, openPage, preparePage } from './web-page';

const chromium = chromiumOrSkipReason();

const ERROR_MESSAGE = 'E2E: checkout widget crashed';
const COMMENT = 'This shop asked me to pay by gift card, then vanished.';
const BANNER = 'Scheduled maintenance tonight at 22:00 UTC.';
const ADMIN_PATHS = [
  '/admin',
  '/admin/status',
  '/admin/email-settings',
  '/admin/error-console',
  '/admin/analytics-dashboard',
  '/admin/comments',
  '/admin/advanced-features',
];

async function numberOf(page: Page, key: string): Promise<number> {
  const text = await page.$eval(`[data-testid="overview-${key}"]`, (element) => element.textContent ?? '');
  return Number(text.replace(/[^\d]/g, ''));
}

async function openAdminPage(page: Page, url: string, ready: string): Promise<void> {
  await openPage(page, url);
  await page.waitForSelector(ready);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe.skipIf('skipReason' in chromium)('the admin area in Chromium (trial sign-in, real data)', () => {
  const env = useServerAndBrowser(chromium, { DEV_LOGIN: '1' });
  let admin: { context: BrowserContext; page: Page };
  let commentedDomain = '';

  beforeAll(async () => {
    if (!('executablePath' in chromium)) return;
    for (const domain of ['paypa1-secure-login.xyz', 'example.com', 'free-gift-cards.top']) {
      await analyse(env.server.url, domain);
    }
    await reportClientError(env.server.url, ERROR_MESSAGE, ['[warn] e2e: cart total missing']);

    commentedDomain = await analyse(env.server.url, 'gift-card-shop.example');
    const author = await newVisitor(env.browser);
    await preparePage(author.page);
    await signInForTrial(author.page, env.server.url, 'author@example.com', 'user');
    await openPage(author.page, `${env.server.url}/domain/${commentedDomain}`);
    await postComment(author.page, '1 ★ Scam', COMMENT);
    await author.context.close();

    admin = await newVisitor(env.browser);
    await preparePage(admin.page);
    await signInForTrial(admin.page, env.server.url, 'boss@example.com', 'admin');
  });

  afterAll(async () => {
    await admin?.context.close();
  });

  it("shows today's real numbers on the admin index", async () => {
    await openAdminPage(admin.page, `${env.server.url}/admin`, '[data-testid="overview-analysesToday"]');
    expect(await numberOf(admin.page, 'analysesToday')).toBeGreaterThanOrEqual(4);
    expect(await numberOf(admin.page, 'openErrors')).toBeGreaterThanOrEqual(1);
    expect(await numberOf(admin.page, 'commentsAwaitingReview')).toBe(1);
    expect(await numberOf(admin.page, 'totalDomains')).toBeGreaterThanOrEqual(4);
  });

  it('shows the reported browser error as a group, with its debug log, and resolves it', async () => {
    const { page } = admin;
    await openAdminPage(page, `${env.server.url}/admin/error-console`, `::-p-text(${ERROR_MESSAGE})`);
    const group = `xpath/.//li[contains(., "${ERROR_MESSAGE}")]`;
    const [showEvents] = await page.$$(`${group}//button[normalize-space()="Show events"]`);
    await showEvents?.click();
    await page.waitForSelector('::-p-text([warn] e2e: cart total missing)');
    const [resolve] = await page.$$(`${group}//button[normalize-space()="Mark resolved"]`);
    await resolve?.click();
    await page.waitForSelector('::-p-text(No open error. All is well.)');
  });

  it('approves the waiting comment, which then appears on the domain’s result page', async () => {
    const { page } = admin;
    await openAdminPage(page, `${env.server.url}/admin/comments`, `::-p-text(${COMMENT})`);
    const [approve] = await page.$$(
      `xpath/.//li[contains(., "${COMMENT}")]//button[normalize-space()="Approve"]`,
    );
    await approve?.click();
    await page.waitForSelector('::-p-text(Comment approved)');

    const visitor = await newVisitor(env.browser);
    await preparePage(visitor.page);
    await openPage(visitor.page, `${env.server.url}/domain/${commentedDomain}`);
    await visitor.page.waitForSelector(`[aria-labelledby="community-heading"] ::-p-text(${COMMENT})`);
    expect(await mainText(visitor.page)).toContain('1 out of 5 · 1 review');
    await visitor.context.close();
  });

  it('turns the maintenance banner on from the feature flags, and every visitor sees it', async () => {
    const { page } = admin;
    await openAdminPage(page, `${env.server.url}/admin/advanced-features`, '::-p-aria(Maintenance banner)');
    await page.type('::-p-aria(Maintenance banner)', BANNER);
    await page.click('::-p-aria(Save feature flags)');
    await page.waitForSelector('::-p-text(Feature flags saved)');

    const visitor = await newVisitor(env.browser);
    await preparePage(visitor.page);
    await openPage(visitor.page, `${env.server.url}/about`);
    const banner = await visitor.page.waitForSelector('[role="status"][aria-label="Site notice"]');
    expect(await banner?.evaluate((element) => element.textContent)).toBe(BANNER);
    await visitor.context.close();

    // The users table lists both trial accounts; the stored chats section answers too.
    await page.waitForSelector('::-p-aria(Plan of author@example.com)');
    await page.waitForSelector('::-p-text(No conversation has been stored yet.)');
  });

  it('draws the analytics charts from the database', async () => {
    const { page } = admin;
    await openAdminPage(
      page,
      `${env.server.url}/admin/analytics-dashboard`,
      'svg[aria-label^="Analyses per day:"]',
    );
    const summary = await page.$eval('svg[aria-label^="Analyses per day:"]', (svg) =>
      svg.getAttribute('aria-label'),
    );
    expect(summary).toMatch(/^Analyses per day: \d+ in 30 days/);
    expect(await mainText(page)).toContain('free-gift-cards.top');
    await page.click('::-p-aria(7 days)');
    await page.waitForSelector('svg[aria-label*="in 7 days"]');
  });

  it('shows the live service status and the email settings form', async () => {
    const { page } = admin;
    await openAdminPage(page, `${env.server.url}/admin/status`, '::-p-aria(Storage)');
    const status = await mainText(page);
    expect(status).toContain('1.2.2');
    expect(status).toContain('Healthy');

    await openAdminPage(page, `${env.server.url}/admin/email-settings`, '::-p-aria(SMTP host)');
    expect(await page.$eval('input[type="password"]', (input) => input.value)).toBe('');
  });

  it.each(ADMIN_PATHS)(
    '%s fits a 360 px phone in the dark theme, without serious axe violations',
    async (path) => {
      const { page } = admin;
      await page.setViewport({ width: 360, height: 900 });
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await openPage(page, `${env.server.url}${path}`);
      await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Loading'));
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );

  it('sends a signed-in user who opens /admin back home', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await signInForTrial(page, env.server.url, 'member@example.com', 'user');
    await page.goto(`${env.server.url}/admin`);
    await waitForPath(page, '/');
    const status = await page.evaluate(async () => (await fetch('/api/admin/overview')).status);
    expect(status).toBe(403);
    await context.close();
  });
});
