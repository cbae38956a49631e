// Runs axe-core inside a Chromium page and returns the violations a visitor would be hurt by most.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'puppeteer-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeGlobal = { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/**
 * Serious and critical violations on the page as it is now (or inside `selector`). axe is evaluated through DevTools, which
 * the site's Content-Security-Policy (script-src 'self') does not apply to.
 */
export async function seriousAxeViolations(page: Page, selector?: string): Promise<AxeFinding[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (scope) => {
    const { axe } = window as unknown as AxeGlobal;
    const results = await axe.run(scope ?? document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  }, selector ?? null);
}
