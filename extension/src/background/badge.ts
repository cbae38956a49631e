/**
 * The toolbar badge: on every top-level navigation the tab gets the offline score at once, then the server's
 * when it answers. Text = score, colour by band; browser pages, extension pages and files get no badge.
 */
import { TONE_COLOURS, VERDICT_TONE_LABELS, VERDICT_TONES, type VerdictTone } from '@scamcheck/shared';
import { browser } from 'wxt/browser';
import { checkableHost } from '../lib/host';
import { getSettings, serverUrlOf } from '../lib/settings';
import { localSummary, type SiteSummary } from '../lib/site-summary';
import { siteVerdict } from '../lib/site-verdict';
import { bestSummary, type SiteChecker } from './site-check';

/**
 * The band's fill colour (light scheme: the toolbar has no dark variant), grey for a site that could not
 * be scored and for one with no evidence either way; the number in the band's text-on-fill colour (dark on
 * yellow, white elsewhere) so it stays readable.
 */
export const BADGE_COLOURS = colourMap('fill');
const TEXT_COLOURS = colourMap('onFill');

function colourMap(role: 'fill' | 'onFill'): Record<VerdictTone, string> {
  return Object.fromEntries(
    VERDICT_TONES.map((tone) => [tone, TONE_COLOURS[tone].light[role].hex]),
  ) as Record<VerdictTone, string>;
}

/** Firefox MV2 calls it browserAction; everything else action. */
function toolbarAction(): typeof browser.action {
  return browser.action ?? browser.browserAction;
}

export async function showBadge(tabId: number, summary: SiteSummary | null): Promise<void> {
  const action = toolbarAction();
  const key = summary === null ? 'unknown' : siteVerdict(summary);
  await Promise.all([
    action.setBadgeText({ tabId, text: summary === null ? '?' : String(summary.score) }),
    action.setBadgeBackgroundColor({ tabId, color: BADGE_COLOURS[key] }),
    // Older Chrome lacks setBadgeTextColor; the default white is then used.
    action.setBadgeTextColor?.({ tabId, color: TEXT_COLOURS[key] }),
    action.setTitle({ tabId, title: badgeTitle(summary) }),
  ]);
}

export const OWN_SITE_TITLE = 'ScamCheck: this is the ScamCheck site this extension uses';

export async function clearBadge(tabId: number, isScamCheckSite = false): Promise<void> {
  const action = toolbarAction();
  await Promise.all([
    action.setBadgeText({ tabId, text: '' }),
    action.setTitle({ tabId, title: isScamCheckSite ? OWN_SITE_TITLE : 'ScamCheck' }),
  ]);
}

export function badgeTitle(summary: SiteSummary | null): string {
  if (summary === null) return 'ScamCheck: this site could not be scored';
  const how = summary.source === 'local' ? 'offline check' : 'ScamCheck server';
  const verdict = siteVerdict(summary);
  const label =
    verdict === 'unknown' ? 'not known yet, no evidence either way' : VERDICT_TONE_LABELS[verdict];
  return `ScamCheck: ${summary.host} scores ${summary.score}/100, ${label} (${how})`;
}

export type BadgeOptions = {
  checker: SiteChecker;
  /** Called with the final score of a navigation (the warning banner listens). */
  onScored?: (tabId: number, url: string, summary: SiteSummary) => Promise<void>;
};

export type BadgeUpdater = {
  onNavigation: (tabId: number, url: string) => Promise<void>;
  forget: (tabId: number) => void;
};

export function createBadgeUpdater({ checker, onScored }: BadgeOptions): BadgeUpdater {
  // The latest navigation per tab: a slow answer for a page the tab has left must not overwrite the badge.
  const latest = new Map<number, symbol>();
  return {
    onNavigation: async (tabId, url) => {
      const navigation = Symbol(url);
      latest.set(tabId, navigation);
      const settings = await getSettings();
      // The ScamCheck site itself gets no score (and so never a red badge or a warning), only a title.
      const page = checkableHost(url, serverUrlOf(settings));
      if (page.kind !== 'checkable' || !settings.autoCheck) {
        await clearBadge(tabId, page.kind === 'uncheckable' && page.reason === 'scamcheck-site');
        return;
      }
      await showBadge(tabId, scoreOrNull(page.url));
      // A navigation only reads: the offline score and any stored report, never the user's allowance.
      const check = await checker.check(page.url, 'lookup');
      if (latest.get(tabId) !== navigation) return;
      const summary = bestSummary(check);
      await showBadge(tabId, summary);
      await onScored?.(tabId, page.url, summary);
    },
    forget: (tabId) => {
      latest.delete(tabId);
    },
  };
}

function scoreOrNull(url: string): SiteSummary | null {
  try {
    return localSummary(url);
  } catch {
    return null; // grey "?" rather than no badge at all
  }
}

/** Wires the updater to top-level navigations (webNavigation: the URL of each commit, nothing more). */
export function registerBadge(options: BadgeOptions): BadgeUpdater {
  const updater = createBadgeUpdater(options);
  browser.webNavigation.onCommitted.addListener((details) => {
    if (details.frameId !== 0) return;
    void updater.onNavigation(details.tabId, details.url).catch(() => clearBadge(details.tabId));
  });
  browser.tabs.onRemoved.addListener((tabId) => updater.forget(tabId));
  return updater;
}
