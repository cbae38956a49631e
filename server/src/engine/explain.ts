// The report summary: 2–4 plain sentences from the score and the strongest findings. This is the
// offline template; an AI provider can replace it behind the same port, but only ever writes words —
// the score and hard fails are decided before it runs.
import type { DomainReport, Finding } from '@scamcheck/shared';

export type ExplainInput = Omit<DomainReport, 'summary'>;
export type ExplainReport = (report: ExplainInput) => string | Promise<string>;

const CHECK_NAMES: Record<string, string> = {
  dns: 'DNS',
  tls: 'certificate',
  rdap: 'registration data',
  page: 'page content',
  feeds: 'threat feeds',
  'redirect-feeds': 'redirect destinations',
  popularity: 'popularity list',
  'safe-browsing': 'Google Safe Browsing',
  'web-risk': 'Google Web Risk',
  community: 'community reports',
};
const MAX_REASONS = 2;

export const explainWithTemplate: ExplainReport = (report) => {
  const sentences = [verdict(report)];
  const risks = report.findings.filter((f) => f.points < 0).sort((a, b) => a.points - b.points);
  const hardFail = report.hardFail && report.findings.find((f) => f.code === report.hardFail?.code);
  if (hardFail) sentences.push(`${hardFail.title}, which alone is reason enough not to trust it.`);
  const reasons = risks.filter((f) => f !== hardFail).slice(0, hardFail ? 1 : MAX_REASONS);
  if (reasons.length > 0) sentences.push(`${hardFail ? 'Also' : 'Warning signs'}: ${listOf(reasons)}.`);
  const [bestTrust] = report.findings.filter((f) => f.points > 0).sort((a, b) => b.points - a.points);
  if (bestTrust && report.band !== 'suspicious' && report.evidence.establishment > 0)
    sentences.push(`In its favour: ${lowerFirst(bestTrust.title)}.`);
  if (risks.length === 0 && report.threatLevel !== 'unknown')
    sentences.push('None of the checks that ran found a warning sign.');
  const unavailable = report.checks.filter((check) => check.status === 'unavailable');
  if (unavailable.length > 0) {
    const names = unavailable.map((check) => CHECK_NAMES[check.id] ?? check.id);
    sentences.push(`Some checks could not be completed (${names.join(', ')}), so this result is partial.`);
  } else if (report.threatLevel === 'unknown') {
    const skipped = report.checks.filter((check) => check.status === 'skipped');
    if (skipped.length > 0)
      sentences.push(`Not checked: ${skipped.map((check) => CHECK_NAMES[check.id] ?? check.id).join(', ')}.`);
  }
  return sentences.slice(0, 4).join(' ');
};

function verdict({ unicodeDomain, score, band, threatLevel, evidence }: ExplainInput): string {
  if (threatLevel === 'unknown')
    return `We found no evidence either way about ${unicodeDomain} (score ${score}/100): no warning signs, but nothing that shows it is an established site either, so be careful before entering personal or payment details.`;
  switch (band) {
    case 'trusted':
      return `${unicodeDomain} looks trustworthy, with a score of ${score}/100.`;
    case 'caution':
      return evidence.harm === 0
        ? `${unicodeDomain} is not known to be an established site (score ${score}/100); be careful before entering personal or payment details.`
        : `${unicodeDomain} shows some warning signs (score ${score}/100); be careful before entering personal or payment details.`;
    case 'suspicious':
      return `${unicodeDomain} looks suspicious (score ${score}/100); we advise against entering any information on it.`;
  }
}

function listOf(findings: readonly Finding[]): string {
  const titles = findings.map((finding) => lowerFirst(finding.title));
  return titles.length <= 1
    ? titles.join('')
    : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1) ?? ''}`;
}

// Titles are written as headings ("Listed by OpenPhish"); inside a sentence they read lower-case,
// except where the first word is a name ("PayPal", "DNS").
function lowerFirst(text: string): string {
  const [first = ''] = text.split(' ');
  const isName = !/^[A-Z][a-z-]+$/.test(first) || /^(Google|Microsoft|Apple)$/.test(first);
  return isName ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
