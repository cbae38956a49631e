// Issue 19's rough edges, as a new visitor meets them in Chromium on a fresh server.
import { describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import { signInForTrial, waitForPath } from './trial-sign-in';
import { useServerAndBrowser } from './use-server-and-browser';
import { mainText, newVisitor, openPage, preparePage } from './web-page';

const chromium = chromiumOrSkipReason();

describe.skipIf('skipReason' in chromium)('rough edges a new visitor met', () => {
  // The statistics test must run before any analysis on this server: it comes first.
  const env = useServerAndBrowser(chromium, { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' });

  it('explains the empty statistics on a fresh server instead of four zero cards', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/`);
    const empty = await page.waitForSelector('[data-testid="statistics-empty"]');
    expect(await empty?.evaluate((node) => node.textContent)).toContain(
      'No website has been checked on this server yet',
    );
    expect(await page.$$('[aria-labelledby="platform-statistics"] li')).toHaveLength(0);
    await context.close();
  });

  it('shows "Signed out" on the page the sign-out redirects to', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await signInForTrial(page, env.server.url, 'newcomer@example.com', 'user');
    await page.click('header ::-p-aria(Account menu)');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.click('::-p-aria(Logout[role="menuitem"])'),
    ]);
    await waitForPath(page, '/');
    const toast = await page.waitForSelector('::-p-text(You have been signed out of ScamCheck.)', {
      visible: true,
    });
    expect(toast).not.toBeNull();
    expect(await page.$('header ::-p-aria(Account menu)')).toBeNull();
    await context.close();
  });

  it('says when a used-up allowance comes back in words, and Try Again empties the form without resending', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/`);
    // Use this address's 20 new analyses of the hour.
    const statuses = await page.evaluate(async () => {
      const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
      const answers: number[] = [];
      for (let index = 0; index < 20; index += 1) {
        const response = await fetch('/api/analyze', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': token },
          body: JSON.stringify({ domain: `allowance-${index}.example` }),
        });
        answers.push(response.status);
      }
      return answers;
    });
    expect(statuses.every((status) => status === 200)).toBe(true);

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/analyze')) posts.push(request.url());
    });
    await page.type('#scan-input', 'one-too-many.example');
    await page.click('button[type="submit"]');
    const card = await page.waitForSelector('main [role="alert"]');
    const text = (await card?.evaluate((node) => node.textContent)) ?? '';
    expect(text).toContain('Rate Limit Exceeded');
    expect(text).toMatch(/Please try again in \d+ seconds\./);
    expect(text).toMatch(/That is about \d+ minutes \(at /);
    expect(text).toContain('Sign in');
    expect(text).not.toMatch(/[{}]|RATE_LIMITED/);
    // The note under the form says it too, once the allowance is asked again after the refusal.
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="allowance-site"]')
          ?.textContent?.includes('You have used this hour’s 20 website checks') === true,
      { timeout: 10_000 },
    );
    expect(await mainText(page)).toContain('You have used this hour’s 20 website checks');

    await page.click('::-p-aria(Try Again[role="button"])');
    await page.waitForFunction(() => document.querySelector('main [role="alert"]') === null);
    expect(await page.$eval('#scan-input', (input) => (input as HTMLInputElement).value)).toBe('');
    // The form takes focus back once the error card is gone; on a loaded machine that is a moment later.
    await page
      .waitForFunction(() => document.activeElement?.id === 'scan-input', { timeout: 5_000 })
      .catch(() => undefined);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('scan-input');
    expect(posts).toHaveLength(1);
    await context.close();
  });
});
