import {
  FINDING_WEIGHTS,
  type CheckStatus,
  type Finding,
  type FindingWeight,
  type ReportFacts,
  type Severity,
} from '@scamcheck/shared';
import { CHECK_LABELS } from './finding-labels';
import { formatAge } from './format';

export type TrustFinding = { finding: Finding; establishment: string | null };
export type EvidenceGroups = { harm: Finding[]; trust: TrustFinding[]; neutral: Finding[] };
export type NotCheckedItem = { id: string; label: string; reason: string };

/**
 * The findings on the score's two axes: evidence of harm (risk points, worst first) and evidence of
 * trust (positive points, most first; those that show the site is established are named as such), and
 * the notes that moved nothing.
 */
export function evidenceGroups(findings: readonly Finding[], facts: ReportFacts): EvidenceGroups {
  const byPoints = (a: Finding, b: Finding) => Math.abs(b.points) - Math.abs(a.points);
  return {
    harm: findings.filter((finding) => finding.points < 0).sort(byPoints),
    trust: findings
      .filter((finding) => finding.points > 0)
      .sort(byPoints)
      .map((finding) => ({ finding, establishment: establishmentLabel(finding, facts) })),
    neutral: findings.filter((finding) => finding.points === 0),
  };
}

/** "Popular site", "Registered 12 years ago", "Official PayPal site"; null for trust that does not establish. */
export function establishmentLabel(finding: Finding, facts: ReportFacts): string | null {
  const weight = (FINDING_WEIGHTS as Record<string, FindingWeight | undefined>)[finding.code];
  if (weight?.establishes !== true) return null;
  if (finding.category === 'popularity') {
    return facts.popularityRank === null
      ? 'Popular site'
      : `Popular site (#${facts.popularityRank.toLocaleString()})`;
  }
  if (finding.category === 'registration') {
    return facts.ageDays === null ? 'Long-registered domain' : `Registered ${formatAge(facts.ageDays)} ago`;
  }
  const brand = /^Official (.+) domain$/.exec(finding.title)?.[1];
  return brand ? `Official ${brand} site` : 'Established site';
}

/**
 * The severity a finding is shown with, so the label never contradicts its points: trust is never a
 * warning (null: shown as a good sign), and a finding that cost points is at least Low.
 */
export function shownSeverity(finding: Pick<Finding, 'severity' | 'points'>): Severity | null {
  if (finding.points > 0) return null;
  if (finding.points < 0 && finding.severity === 'info') return 'low';
  return finding.severity;
}

const PLAIN_DETAILS: Record<string, string> = {
  'live checks are off': 'live checks are off',
  'not configured': 'not set up on this server',
  'timed out': 'did not answer in time',
  'did not finish before the deadline': 'did not answer in time',
  failed: 'the check failed',
  'this check failed': 'the check failed',
};

/** Checks that were skipped or unavailable, in plain words: "Registration data — live checks are off". */
export function notCheckedItems(checks: readonly CheckStatus[]): NotCheckedItem[] {
  return checks
    .filter((check) => check.status !== 'ok')
    .map((check) => ({
      id: check.id,
      label: CHECK_LABELS[check.id] ?? humanise(check.id),
      reason:
        (check.detail && (PLAIN_DETAILS[check.detail] ?? check.detail)) ||
        (check.status === 'skipped' ? 'skipped' : 'did not answer'),
    }));
}

function humanise(id: string): string {
  const words = id.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
