import { describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import { useServerAndBrowser } from './use-server-and-browser';
import { mainText, newVisitor, openPage, preparePage } from './web-page';

const chromium = chromiumOrSkipReason();

// The harness runs the server with live checks off: a site with nothing odd in its address has no
// evidence either way, and the report must say so rather than look safe.
describe.skipIf('skipReason' in chromium)('the report of a site we know nothing about', () => {
  const env = useServerAndBrowser(chromium);

  it('says there is no evidence either way and lists what was not checked', async () => {
    const { context, page } = await newVisitor(env.browser);
    await preparePage(page);
    await openPage(page, `${env.server.url}/`);
    await page.type('#scan-input', 'harbourlights.org');
    await Promise.all([
      page.waitForFunction(() => window.location.pathname === '/domain/harbourlights.org'),
      page.click('button[type="submit"]'),
    ]);
    const gauge = await page.waitForSelector('main [role="img"][aria-label^="Trust score"]');
    expect(await gauge?.evaluate((element) => element.getAttribute('aria-label'))).toMatch(
      /^Trust score \d+ out of 100: Caution, no evidence either way$/,
    );
    const text = await mainText(page);
    expect(text).toContain('We found no evidence either way');
    expect(text).toContain('Could not be checked: ');
    expect(text).not.toContain('No signs of a scam');

    const notChecked = await page.$$eval('section[aria-labelledby="not-checked"] li', (items) =>
      items.map((item) => item.textContent ?? ''),
    );
    expect(notChecked).toEqual(expect.arrayContaining(['Registration data — live checks are off']));
    await context.close();
  });
});
