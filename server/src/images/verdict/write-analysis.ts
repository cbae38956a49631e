import { SCAM_CATEGORY_LABELS, type ImageFinding, type ScamCategory } from '@scamcheck/shared';
import type { ScoredLink } from '../links/score-links';
import type { ImageVerdict } from './score-image';

/** The spec's 'Analysis:' text and 'Red Flags:' list, written from the findings (offline template). */

const MAX_RED_FLAGS = 8;

/** Each red flag whole (evidence is quoted in whole words already) and each only once. */
export function redFlagsOf(findings: readonly ImageFinding[]): string[] {
  const flags = findings.map((finding) =>
    finding.evidence === '' ? finding.title : `${finding.title}: ${finding.evidence}`,
  );
  return [...new Set(flags)].slice(0, MAX_RED_FLAGS);
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

function categoryPhrase(categories: readonly ScamCategory[]): string {
  return listOf(categories.map((category) => SCAM_CATEGORY_LABELS[category].toLowerCase()));
}

function linkSentence(links: readonly ScoredLink[]): string {
  const risky = links.filter((link) => link.risk > 0);
  if (risky.length > 0) {
    return ` The link${risky.length === 1 ? '' : 's'} ${listOf(risky.slice(0, 3).map((link) => link.domain))} look${risky.length === 1 ? 's' : ''} suspicious.`;
  }
  if (links.length > 0)
    return ` The ${links.length === 1 ? 'link' : `${links.length} links`} in it showed no warning signs on their own.`;
  return '';
}

const ADVICE =
  ' Do not click its links, call its numbers, reply with codes or pay anything it asks for; contact the company or person through a number or website you already trust.';

export function writeAnalysis(verdict: ImageVerdict, links: readonly ScoredLink[], hasText: boolean): string {
  const [strongest] = verdict.findings;
  if (!hasText && strongest === undefined) {
    return 'We could not read any text in this image, so we could not check it for scam wording or links. If it came with a message asking for money, codes or personal details, treat it with caution.';
  }
  if (verdict.isScam) {
    const kind =
      verdict.categories.length > 0
        ? `This looks like a scam: ${categoryPhrase(verdict.categories)}.`
        : 'This image shows several signs of a scam.';
    const lead = strongest === undefined ? '' : ` The strongest sign: ${strongest.title.toLowerCase()}.`;
    return `${kind}${lead}${linkSentence(links)}${ADVICE}`;
  }
  if (strongest !== undefined && verdict.score < 70) {
    return `Some warning signs showed up (${strongest.title.toLowerCase()}), though not enough to call this a scam.${linkSentence(links)} Check with the sender through a channel you already trust before acting on it.`;
  }
  return `We found none of the common scam patterns in the text of this image.${linkSentence(links)} An image alone cannot prove a message is genuine, so still be careful with requests for money, codes or personal details.`;
}
