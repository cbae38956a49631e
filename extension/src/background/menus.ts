/**
 * The right-click entries: "Check this image for scams" on images, "Check this link" on links and "Check
 * selected text" on a selection.
 */
import { browser, type Browser } from 'wxt/browser';
import { checkImage, checkLink, type RightClickDeps } from './right-click-checks';
import { checkSelection } from './selection-check';

export const MENU_IDS = {
  image: 'scamcheck-check-image',
  link: 'scamcheck-check-link',
  selection: 'scamcheck-check-selection',
} as const;

export const MENU_ITEMS = [
  { id: MENU_IDS.image, title: 'Check this image for scams', contexts: ['image'] },
  { id: MENU_IDS.link, title: 'Check this link', contexts: ['link'] },
  { id: MENU_IDS.selection, title: 'Check selected text', contexts: ['selection'] },
] as const;

type MenuClick = Pick<
  Browser.contextMenus.OnClickData,
  'menuItemId' | 'srcUrl' | 'linkUrl' | 'pageUrl' | 'selectionText'
>;

/** Runs the check a click asked for; undefined when the click is not one of ours or lacks its target. */
export function handleMenuClick(info: MenuClick, deps: RightClickDeps): Promise<string> | undefined {
  if (info.menuItemId === MENU_IDS.image && info.srcUrl !== undefined) {
    return checkImage(info.srcUrl, info.pageUrl, deps);
  }
  if (info.menuItemId === MENU_IDS.link && info.linkUrl !== undefined) return checkLink(info.linkUrl, deps);
  if (info.menuItemId === MENU_IDS.selection && info.selectionText !== undefined) {
    return checkSelection(info.selectionText, info.pageUrl, deps);
  }
  return undefined;
}

export function registerContextMenus(deps: RightClickDeps): void {
  // Menus outlive the service worker; start from a clean slate so a restart never duplicates them.
  void browser.contextMenus.removeAll().then(() => {
    for (const item of MENU_ITEMS) browser.contextMenus.create({ ...item, contexts: [...item.contexts] });
  });
  browser.contextMenus.onClicked.addListener((info) => {
    void handleMenuClick(info, deps);
  });
}

/** The result page of a check, in a new tab next to the current one. */
export async function openResultTab(id: string): Promise<void> {
  await browser.tabs.create({ url: browser.runtime.getURL(`/result.html?id=${encodeURIComponent(id)}`) });
}
