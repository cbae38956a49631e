// Accounts in Chromium against the built server with trial sign-in (DEV_LOGIN=1): the account menu,
// route guards, deleting one's data, and the quota's error card on the home page.
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import { signInForTrial, waitForPath } from './trial-sign-in';
import { useServerAndBrowser } from './use-server-and-browser';
import { newVisitor, openPage, preparePage } from './web-page';

const chromium = chromiumOrSkipReason();

async function pathOf(page: Page): Promise<string> {
  return page.evaluate(() => window.location.pathname);
}

async function openAccountMenu(page: Page): Promise<string[]> {
  await page.click('header ::-p-aria(Account menu)');
  await page.waitForSelector('[role="menu"] ::-p-aria(Profile)');
  return page.$$eval('[role="menu"] [role="menuitem"]', (items) =>
    items.map((item) => item.textContent?.trim() ?? ''),
  );
}

describe.skipIf('skipReason' in chromium)('accounts in Chromium (trial sign-in)', () => {
  const env = useServerAndBrowser(chromium, { DEV_LOGIN: '1' });

  it('signs in as an administrator: the account menu offers the Admin Panel, which opens', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await signInForTrial(page, env.server.url, 'boss@example.com', 'admin');
    expect(await openAccountMenu(page)).toEqual(expect.arrayContaining(['Profile', 'Admin Panel', 'Logout']));

    await page.click('[role="menu"] ::-p-aria(Admin Panel)');
    await waitForPath(page, '/admin');
    await page.waitForSelector('main h1', { visible: true });
    expect(await page.$eval('main', (element) => element.textContent ?? '')).not.toContain(
      'Verifying admin access...',
    );
    await context.close();
  });

  it('sends a signed-in user who opens /admin back home, and shows no Admin Panel link', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await signInForTrial(page, env.server.url, 'member@example.com', 'user');
    const items = await openAccountMenu(page);
    expect(items).toContain('Profile');
    expect(items).not.toContain('Admin Panel');

    await page.goto(`${env.server.url}/admin/status`);
    await waitForPath(page, '/');
    expect(await pathOf(page)).toBe('/');
    await context.close();
  });

  it('sends a signed-out visitor from /profile to /login', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await page.goto(`${env.server.url}/profile`);
    await waitForPath(page, '/login');
    await page.waitForSelector('::-p-aria(Trial sign-in)');
    expect(await page.$eval('main h1', (element) => element.textContent)).toBe('Sign in');
    await context.close();
  });

  it('shows my profile with my plan, and deletes my data after I confirm: home again, signed out', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await signInForTrial(page, env.server.url, 'leaving@example.com', 'user');
    await openPage(page, `${env.server.url}/profile`);
    await page.waitForSelector('::-p-aria(Your allowances this hour)');
    const profile = await page.$eval('main', (element) => element.textContent ?? '');
    expect(profile).toContain('leaving@example.com');
    expect(profile).toContain('Free');

    await page.click('::-p-aria(Delete my data[role="button"])');
    await page.click('::-p-aria(Yes, delete everything)');
    await waitForPath(page, '/');
    await page.waitForSelector('header ::-p-aria(Sign in)');
    const status = await page.evaluate(async () => (await fetch('/api/user')).status);
    expect(status).toBe(401);
    await context.close();
  });

  it('shows the Rate Limit Exceeded card once the free hourly allowance is used up', async () => {
    // Anonymous analyses from this machine's address: the browser below shares the same allowance.
    for (let index = 0; index < 20; index += 1) {
      const response = await fetch(`${env.server.url}/api/analyze`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ domain: `allowance-${index}.example` }),
      });
      if (response.status === 429) break;
    }
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/`);
    await page.type('#scan-input', 'one-too-many.example');
    await page.click('button[type="submit"]');
    const card = await page.waitForSelector('::-p-aria(Rate Limit Exceeded)');
    const text = await card?.evaluate(
      (heading) => heading.closest('[role="alert"], section, div')?.textContent ?? '',
    );
    expect(text).toMatch(/Please try again in \d+ seconds\./);
    expect(await pathOf(page)).toBe('/');
    await context.close();
  });
});
