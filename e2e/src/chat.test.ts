import type { Browser, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import { useServerAndBrowser } from './use-server-and-browser';

const chromium = chromiumOrSkipReason();

// The assistant's panel (its name, "ScamCheck Assistant", comes from its title).
const PANEL = '#assistant-chat-panel[role="dialog"]';
const MESSAGES = `${PANEL} [data-testid="chat-messages"]`;

/** A browser page on which the guided tour counts as seen, so its backdrop never covers the chat. */
async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(() => window.localStorage.setItem('simple-tour-seen', 'true'));
  return page;
}

function visibleMessages(page: Page): Promise<{ role: string; text: string; links: string[] }[]> {
  return page.$$eval(`${MESSAGES} [data-role]`, (elements) =>
    elements.map((element) => ({
      role: element.getAttribute('data-role') ?? '',
      text: element.textContent ?? '',
      links: Array.from(element.querySelectorAll('a'), (link) => link.getAttribute('href') ?? ''),
    })),
  );
}

describe.skipIf('skipReason' in chromium)('the assistant chat in Chromium (offline assistant)', () => {
  const env = useServerAndBrowser(chromium);

  it('opens the panel, answers a suggestion with a page link that opens in the app, and restarts', async () => {
    const page = await newPage(env.browser);
    await page.goto(`${env.server.url}/about`, { waitUntil: 'networkidle0' });

    await page.locator('::-p-aria(Open the ScamCheck assistant)').click();
    await page.waitForSelector(PANEL);
    expect(await page.$eval(PANEL, (panel) => panel.textContent ?? '')).toContain('Conversations are saved');

    await page.locator(`${PANEL} ::-p-text(I've been scammed, what should I do?)`).click();
    await page.waitForSelector(`${MESSAGES} [data-role="assistant"] a[href="/scammed"]`, { timeout: 15_000 });
    const messages = await visibleMessages(page);
    expect(messages.map((message) => message.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(messages[1]?.text).toBe("I've been scammed, what should I do?");
    expect(messages[2]?.links).toContain('/scammed');

    // The answer's link is an in-app link: the page changes without a reload, the panel stays.
    await page.evaluate(() => Object.assign(window, { beforeLinkClick: true }));
    await page.locator(`${MESSAGES} [data-role="assistant"] a[href="/scammed"]`).click();
    await page.waitForFunction(() => window.location.pathname === '/scammed');
    expect(await page.evaluate(() => 'beforeLinkClick' in window)).toBe(true);

    await page.locator(`${PANEL} ::-p-text(Restart Chat)`).click();
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 1,
      {},
      `${MESSAGES} [data-role]`,
    );
    expect((await visibleMessages(page)).map((message) => message.role)).toEqual(['assistant']);
    expect(await page.$(`${PANEL} ::-p-text(How do I spot a phishing email?)`)).not.toBeNull();
    await page.close();
  });

  it('answers "I paid a fake shop, what now?" with ordered steps and a link to /scammed, which renders them', async () => {
    const page = await newPage(env.browser);
    await page.goto(`${env.server.url}/`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria(Open the ScamCheck assistant)').click();
    await page.locator(`${PANEL} textarea`).fill('I paid a fake shop, what now?');
    await page.keyboard.press('Enter');
    const guideLink = `${MESSAGES} [data-role="assistant"] a[href="/scammed#fake-shop"]`;
    await page.waitForSelector(guideLink, { timeout: 15_000 });
    const [answer] = (await visibleMessages(page)).slice(-1);
    expect(answer?.text).toMatch(/1\) call your bank .*2\) save .*3\) .*4\) report the site/);
    expect(answer?.links).toEqual(
      expect.arrayContaining(['https://reportfraud.ftc.gov/', 'https://www.actionfraud.police.uk/']),
    );

    await page.locator(guideLink).click();
    await page.waitForFunction(() => window.location.pathname === '/scammed');
    const guide = await page.waitForSelector('details#fake-shop[open]');
    const steps = await guide?.$$eval('li', (items) => items.map((item) => item.textContent ?? ''));
    expect(steps?.[0]).toMatch(/^Call your bank or card issuer on the number on your card/);
    expect(await page.$('::-p-text(Report it)')).not.toBeNull();
    await page.close();
  });

  it('answers a question about a domain from a real analysis, linking its report', async () => {
    const page = await newPage(env.browser);
    await page.goto(`${env.server.url}/`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria(Open the ScamCheck assistant)').click();
    await page.locator(`${PANEL} textarea`).fill('is paypal-secure-login.xyz safe?');
    await page.keyboard.press('Enter');
    const reportLink = `${MESSAGES} a[href="/domain/paypal-secure-login.xyz"]`;
    await page.waitForSelector(reportLink, { timeout: 15_000 });
    const answer = await page.$eval(
      `${MESSAGES} [data-role="assistant"]:last-of-type`,
      (el) => el.textContent ?? '',
    );
    expect(answer).toMatch(/scores \d+\/100 \((Trusted|Caution|Suspicious)\)/);
    await page.close();
  });
});
