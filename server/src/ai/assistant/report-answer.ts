// The offline assistant's answer to "is example.com safe?": the verdict of a real analysis, its
// strongest reasons, and a link to the full report.
import { BAND_LABELS } from '@scamcheck/shared';
import type { DomainCheck, ReportDigest } from '../ai-provider';
import { reportPagePath } from './our-pages';
import { listOf, lowerFirst } from './sentences';

export function answerFromReport(check: DomainCheck): string {
  const { domain, report } = check;
  if (report === null) {
    return check.reason === 'quota'
      ? `You have used this hour's analyses, so I can't check ${domain} right now. Your allowance and plans are on the [Dashboard](/dashboard).`
      : `I couldn't check ${domain} right now. Please try again in a moment, or run it yourself from the [home page](/).`;
  }
  const sentences = [verdict(report)];
  if (report.risks.length > 0) sentences.push(`Main warning signs: ${listOf(report.risks.slice(0, 2))}.`);
  else if (report.strengths.length > 0)
    sentences.push(`In its favour: ${lowerFirst(report.strengths[0] ?? '')}.`);
  sentences.push(`See every check in the [full report](${reportPagePath(report.domain)}).`);
  return sentences.join(' ');
}

function verdict({ unicodeDomain, score, band, isHardFail }: ReportDigest): string {
  const scored = `I checked ${unicodeDomain}: it scores ${score}/100 (${BAND_LABELS[band]})`;
  switch (band) {
    case 'trusted':
      return `${scored}, so it looks legitimate, but still type addresses yourself rather than following links.`;
    case 'caution':
      return `${scored}, so be careful before entering personal or payment details.`;
    case 'suspicious':
      return isHardFail
        ? `${scored}, and one check alone is reason enough not to trust it.`
        : `${scored}, so I would not enter any information on it.`;
  }
}
