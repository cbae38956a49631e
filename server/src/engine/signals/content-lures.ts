import { createFinding, type Finding, type FindingCode } from '@scamcheck/shared';
import { LURE_FAMILIES, PAGE_LURES, PAGE_LURES_VERSION, type LureFamily } from '../data/page-lures';
import { defineSignal } from '../define-signal';

const CODE: Record<LureFamily, FindingCode> = {
  urgency: 'lure-urgency',
  prize: 'lure-prize',
  crypto: 'lure-crypto',
  'gift-card': 'lure-gift-card',
};
const TITLE: Record<LureFamily, string> = {
  urgency: 'Pressures you to act urgently',
  prize: 'Promises a prize or reward',
  crypto: 'Crypto giveaway or wallet-phrase request',
  'gift-card': 'Asks for payment by gift card',
};
const EXCERPT_CONTEXT = 40;

/** Scam phrases in what a visitor reads (title and visible text): one finding per family found. */
export const contentLures = defineSignal({
  id: 'content-lures',
  category: 'content',
  requires: ['page'],
  codes: Object.values(CODE),
  run: ({ page }) => {
    const text = `${page.title ?? ''} ${page.visibleText}`.toLowerCase().replace(/\s+/g, ' ');
    const findings: Finding[] = [];
    for (const family of LURE_FAMILIES) {
      const match = firstMatch(text, PAGE_LURES[family]);
      if (match === null) continue;
      findings.push(
        createFinding(CODE[family], {
          title: TITLE[family],
          evidence: `The page says: "${excerpt(text, match)}".`,
          source: `page text (lure phrases ${PAGE_LURES_VERSION})`,
        }),
      );
    }
    return findings;
  },
});

function firstMatch(text: string, patterns: readonly RegExp[]): RegExpExecArray | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match !== null) return match;
  }
  return null;
}

function excerpt(text: string, match: RegExpExecArray): string {
  const start = Math.max(0, match.index - EXCERPT_CONTEXT);
  const end = Math.min(text.length, match.index + match[0].length + EXCERPT_CONTEXT);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
