/**
 * The in-page warning for sites scoring below 40. It is injected only into the tab that needs it, only when
 * the user turned warnings on and granted the optional all-sites access, and never for trusted sites or a
 * site the user already chose 'Continue anyway' on in that tab.
 */
import { BAND_THRESHOLDS } from '@scamcheck/shared';
import { browser } from 'wxt/browser';
import { getSettings, getTrustedSites } from '../lib/settings';
import type { SiteSummary } from '../lib/site-summary';
import type { ShowWarning } from '../messaging/content-protocol';

/** The optional host access the warning needs; requested from the options page, never at install. */
export const WARNING_ORIGINS = ['*://*/*'];
export const WARNING_SCRIPT = '/content-scripts/warning.js';

export type WarningController = {
  onScored: (tabId: number, url: string, summary: SiteSummary) => Promise<void>;
  dismiss: (tabId: number, host: string) => void;
};

type WarningOptions = {
  /** Puts the banner on the page; the real one injects the content script and messages it. */
  show?: (tabId: number, message: ShowWarning) => Promise<void>;
  hasAccess?: (url: string) => Promise<boolean>;
};

export function createWarningController(options: WarningOptions = {}): WarningController {
  const show = options.show ?? injectWarning;
  const hasAccess = options.hasAccess ?? hasHostAccess;
  const dismissed = new Set<string>();
  return {
    onScored: async (tabId, url, summary) => {
      if (summary.score >= BAND_THRESHOLDS.caution) return;
      if (dismissed.has(`${tabId} ${summary.host}`)) return;
      if (!(await getSettings()).warnings) return;
      if ((await getTrustedSites()).includes(summary.host)) return;
      if (!(await hasAccess(url))) return;
      const { host, score, flags, lookalike } = summary;
      await show(tabId, { type: 'show-warning', site: { host, score, flags, lookalike } });
    },
    dismiss: (tabId, host) => {
      dismissed.add(`${tabId} ${host}`);
    },
  };
}

async function hasHostAccess(url: string): Promise<boolean> {
  // Match patterns carry no port: the pattern for http://site:8080/ is http://site/*.
  const { protocol, hostname } = new URL(url);
  return browser.permissions.contains({ origins: [`${protocol}//${hostname}/*`] });
}

async function injectWarning(tabId: number, message: ShowWarning): Promise<void> {
  await browser.scripting.executeScript({ target: { tabId }, files: [WARNING_SCRIPT] });
  await browser.tabs.sendMessage(tabId, message);
}
