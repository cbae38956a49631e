// Community comments on the result page in Chromium, against the built server (trial sign-in).
import { describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import { analyse, postComment } from './site-data';
import { signInForTrial } from './trial-sign-in';
import { useServerAndBrowser } from './use-server-and-browser';
import { seriousAxeViolations } from './web-axe';
import { newVisitor, openPage, preparePage } from './web-page';

const chromium = chromiumOrSkipReason();
const BLOCK = '[aria-labelledby="community-heading"]';

describe.skipIf('skipReason' in chromium)('community comments in Chromium', () => {
  const env = useServerAndBrowser(chromium, { DEV_LOGIN: '1' });

  it('asks a signed-out visitor to sign in, instead of showing the form', async () => {
    const domain = await analyse(env.server.url, 'comment-visitor.example');
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/domain/${domain}`);
    const block = await page.waitForSelector(BLOCK);
    await page.waitForSelector(`${BLOCK} ::-p-text(No reviews yet)`);
    expect(await block?.evaluate((element) => element.textContent)).toContain('to rate this website');
    expect(await page.$(`${BLOCK} textarea`)).toBeNull();
    await context.close();
  });

  it('checks the form, posts a first comment that awaits review, and keeps it marked after a reload', async () => {
    const domain = await analyse(env.server.url, 'comment-shop.example');
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await signInForTrial(page, env.server.url, 'first-comment@example.com', 'user');
    await openPage(page, `${env.server.url}/domain/${domain}`);
    await page.waitForSelector('::-p-aria(Post comment)');

    await page.click('::-p-aria(Post comment)');
    const alerts = await page.$$eval(`${BLOCK} [role="alert"]`, (items) =>
      items.map((item) => item.textContent),
    );
    expect(alerts).toEqual(['Please choose a rating from 1 to 5', 'Comments must be at least 10 characters']);
    expect(await seriousAxeViolations(page, BLOCK)).toEqual([]);

    const message = await postComment(page, '1 ★ Scam', 'Paid for a phone in March, nothing ever arrived.');
    expect(message).toBe('Thanks! Your comment is awaiting review.');
    const mine = `xpath/.//li[contains(., "nothing ever arrived")]`;
    await page.waitForSelector(mine);

    // The comments are fetched after the page has rendered; a quiet network is no promise they are shown yet.
    await page.reload({ waitUntil: 'networkidle0' });
    const item = await page.waitForSelector(mine);
    expect(await item?.evaluate((element) => element.textContent)).toContain('Awaiting review');
    await context.close();

    // Nobody else sees it before a moderator approves it.
    const other = await newVisitor(env.browser);
    await preparePage(other.page);
    await openPage(other.page, `${env.server.url}/domain/${domain}`);
    await other.page.waitForSelector(`${BLOCK} ::-p-text(No reviews yet)`);
    expect(await other.page.$(mine)).toBeNull();
    await other.context.close();
  });
});
