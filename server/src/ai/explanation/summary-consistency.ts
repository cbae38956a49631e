// A model summary is only used when it agrees with the verdict: it names the report's band and, for
// anything short of Trusted, makes no claim of trust. A page that tried to instruct AI reviewers gets
// no model summary at all.
import { BAND_LABELS, type Band, type Finding } from '@scamcheck/shared';

/** Finding codes that mean the page addressed an AI reviewer. */
const MANIPULATION_CODES: ReadonlySet<string> = new Set(['hidden-instructions']);

const TRUST_CLAIM = /\b(trusted|trustworthy|verified|legitimate|safe to use)\b/i;

export function hasManipulationAttempt(findings: readonly Pick<Finding, 'code'>[]): boolean {
  return findings.some((finding) => MANIPULATION_CODES.has(finding.code));
}

export function isConsistentSummary(summary: string, band: Band): boolean {
  if (!new RegExp(`\\b${BAND_LABELS[band]}\\b`, 'i').test(summary)) return false;
  return band === 'trusted' || !TRUST_CLAIM.test(summary);
}
