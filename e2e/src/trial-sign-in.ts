// Signing in through the /login page's trial form (server started with DEV_LOGIN=1), as a person would.
import type { Page } from 'puppeteer-core';
import { openPage } from './web-page';

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForFunction((expected) => window.location.pathname === expected, {}, path);
}

export async function signInForTrial(page: Page, baseUrl: string, email: string, role: 'user' | 'admin') {
  await openPage(page, `${baseUrl}/login`);
  const emailField = await page.waitForSelector('::-p-aria(Email)');
  await emailField?.type(email);
  const roleField = await page.waitForSelector('::-p-aria(Role)');
  await roleField?.select(role);
  await page.click('::-p-aria(Sign in[role="button"])');
  await waitForPath(page, '/');
  await page.waitForSelector('header ::-p-aria(Account menu)');
  // The sign-in page fades out over the next page; wait until it is gone before clicking anything.
  await page.waitForFunction(() => {
    const headings = Array.from(document.querySelectorAll('main h1'));
    return headings.length === 1 && headings[0]?.textContent !== 'Sign in';
  });
}
