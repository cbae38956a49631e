/**
 * The warning banner inside a web page. It lives in a closed shadow root so the page's styles and scripts cannot
 * reach into it, is built from text nodes only (no markup from anywhere), and reads nothing from the page.
 */
import type { ShowWarning } from '../messaging/content-protocol';

export const BANNER_TAG = 'scamcheck-warning';

export type BannerActions = { onGoBack: () => void; onContinue: () => void };

const STYLE = `
  :host { all: initial; }
  .banner { position: fixed; top: 0; left: 0; right: 0; z-index: 2147483647; box-sizing: border-box;
    padding: 12px 16px; background: #7f1d1d; color: #fff; font: 14px/1.4 system-ui, sans-serif;
    box-shadow: 0 2px 8px rgba(0,0,0,.35); }
  h2 { margin: 0 0 4px; font-size: 16px; }
  p, ul { margin: 0 0 8px; }
  ul { padding-left: 20px; }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; }
  button { font: inherit; padding: 6px 12px; border-radius: 6px; cursor: pointer; border: 1px solid #fff; }
  .back { background: #fff; color: #7f1d1d; font-weight: 600; }
  .continue { background: transparent; color: #fff; }
  button:focus-visible { outline: 3px solid #fde047; outline-offset: 2px; }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

/** Puts the banner on the page (once) and returns its host element. */
export function showWarningBanner(doc: Document, { site }: ShowWarning, actions: BannerActions): HTMLElement {
  doc.querySelector(BANNER_TAG)?.remove();
  const host = doc.createElement(BANNER_TAG);
  const root = host.attachShadow({ mode: 'closed' });
  const style = element(doc, 'style', STYLE);
  const banner = element(doc, 'section', undefined, 'banner');
  banner.setAttribute('role', 'alertdialog');
  banner.setAttribute('aria-label', 'ScamCheck warning');

  banner.append(element(doc, 'h2', `ScamCheck warning: ${site.host} may be a scam`));
  banner.append(element(doc, 'p', `This site scores ${site.score}/100 (Suspicious).`));
  if (site.lookalike !== null) {
    banner.append(element(doc, 'p', `Did you mean ${site.lookalike.officialDomain}?`));
  }
  if (site.flags.length > 0) {
    const list = element(doc, 'ul');
    for (const flag of site.flags) list.append(element(doc, 'li', flag));
    banner.append(list);
  }
  banner.append(
    element(doc, 'p', 'To stop warnings for this site, choose "Trust this site" in the ScamCheck popup.'),
  );

  const buttons = element(doc, 'div', undefined, 'actions');
  const back = element(doc, 'button', 'Go back', 'back');
  const proceed = element(doc, 'button', 'Continue anyway', 'continue');
  back.type = 'button';
  proceed.type = 'button';
  back.addEventListener('click', () => {
    host.remove();
    actions.onGoBack();
  });
  proceed.addEventListener('click', () => {
    host.remove();
    actions.onContinue();
  });
  buttons.append(back, proceed);
  banner.append(buttons);
  root.append(style, banner);
  (doc.body ?? doc.documentElement).append(host);
  back.focus();
  return host;
}
