import { MESSAGE_VERDICT_LABELS } from '@scamcheck/shared';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { chromiumOrSkipReason } from './browser';
import { useServerAndBrowser } from './use-server-and-browser';
import { seriousAxeViolations } from './web-axe';
import { newVisitor, openPage, preparePage } from './web-page';

const chromium = chromiumOrSkipReason();

const DELIVERY_FEE_SMS =
  'USPS: Your package is on hold due to an unpaid shipping fee of $1.99. Pay within 24 hours or it will be returned to the sender: https://usps-redelivery-fee.top/pay';

const RESULT = 'section[aria-label="Message analysis result"]';

/** Opens the home page, picks the message tab, pastes the SMS and waits for the result. */
async function checkMessage(page: Page, url: string): Promise<string> {
  await openPage(page, `${url}/`);
  await (await page.waitForSelector('::-p-aria([name="Check a message"][role="tab"])'))?.click();
  const box = await page.waitForSelector('::-p-aria(Paste the message)', { visible: true });
  // Pasted, as a visitor would: one input event with the whole text.
  await box?.evaluate((element, text) => {
    const area = element as HTMLTextAreaElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, DELIVERY_FEE_SMS);
  await page.select('select', 'sms');
  await (await page.waitForSelector('::-p-aria([name="Check message"][role="button"])'))?.click();
  await page.waitForSelector(RESULT, { visible: true, timeout: 20_000 });
  return page.$eval(RESULT, (element) => element.textContent ?? '');
}

describe.skipIf('skipReason' in chromium)('"Check a message" in Chromium', () => {
  const run = useServerAndBrowser(chromium);

  it('checks a pasted delivery-fee SMS from the home page’s message tab and shows an accessible result', async () => {
    const { context, page } = await newVisitor(run.browser);
    await preparePage(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analyze-message')) requests.push(request.postData() ?? '');
    });
    const text = await checkMessage(page, run.server.url);

    expect(requests.map((body) => JSON.parse(body) as unknown)).toEqual([
      { text: DELIVERY_FEE_SMS, channel: 'sms' },
    ]);
    expect(Object.values(MESSAGE_VERDICT_LABELS).some((label) => text.includes(label))).toBe(true);
    expect(text).toContain('Higher scores are safer.');
    const gauge = await page.$eval(`${RESULT} figure[role="img"]`, (figure) =>
      figure.getAttribute('aria-label'),
    );
    expect(gauge).toMatch(/^Trust score \d+ out of 100: (Trusted|Caution|Suspicious)$/);
    // The result arrives in a live region, so a screen reader hears it.
    expect(await page.$eval(RESULT, (element) => element.closest('[aria-live="polite"]') !== null)).toBe(
      true,
    );
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await context.close();
  });

  it('calls a blatant delivery-fee SMS a scam, names its family and scores its link (needs the real message analyzer)', async () => {
    const { context, page } = await newVisitor(run.browser);
    await preparePage(page);
    const text = await checkMessage(page, run.server.url);
    expect(await page.$eval('[data-testid="message-verdict"]', (element) => element.textContent)).toBe(
      MESSAGE_VERDICT_LABELS.scam,
    );
    expect(text).toContain('Parcel delivery fee');
    expect(await page.$(`${RESULT} a[href="/domain/usps-redelivery-fee.top"]`)).not.toBeNull();
    await context.close();
  });
});
