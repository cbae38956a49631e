// Real data for the end-to-end suites, created through the public API as a visitor or a browser would.
import type { Page } from 'puppeteer-core';

/** Analyses a domain anonymously; resolves with the domain the report is stored under. */
export async function analyse(baseUrl: string, domain: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/analyze`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ domain }),
  });
  if (!response.ok)
    throw new Error(`analysis of ${domain} failed: ${response.status} ${await response.text()}`);
  const report = (await response.json()) as { domain: string };
  return report.domain;
}

/** Reports a browser error the way the web app's reporter does. */
export async function reportClientError(baseUrl: string, message: string, debugLog: string[]): Promise<void> {
  const response = await fetch(`${baseUrl}/api/client-errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      message,
      route: '/e2e/checkout',
      stack: `Error: ${message}\n    at e2e`,
      debugLog,
    }),
  });
  if (response.status !== 202) throw new Error(`client error not accepted: ${response.status}`);
}

/** On a result page, as a signed-in user: rate, write and post a comment, and wait for the server's answer. */
export async function postComment(page: Page, rating: string, text: string): Promise<string> {
  // The comment form renders after the report; wait for it instead of reading the page once.
  const ratingLabel = await page
    .waitForSelector(`xpath/.//form//label[contains(., "${rating}")]`, { timeout: 15_000 })
    .catch(() => null);
  if (ratingLabel === null) throw new Error(`no rating option "${rating}"`);
  await ratingLabel.click();
  await page.type('::-p-aria(Your comment)', text);
  await page.click('::-p-aria(Post comment)');
  const toast = await page.waitForSelector('::-p-text(Thanks! Your comment)');
  return (await toast?.evaluate((element) => element.textContent ?? '')) ?? '';
}
