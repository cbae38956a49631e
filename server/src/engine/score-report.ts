// The engine's scoring: shared scoreFindings (weights and per-category caps from shared weights.ts)
// plus the hard fails only live checks can establish. Caps apply after trust points, so a popular
// site listed by a feed still ends up Suspicious.
import {
  HARD_FAIL_CAPS,
  scoreFindings,
  type Finding,
  type FindingCode,
  type ScoreResult,
} from '@scamcheck/shared';

export const SERVER_HARD_FAIL_CAPS: Partial<Record<FindingCode, number>> = {
  'feed-listed': 20,
  'feed-listed-destination': 20,
  'safe-browsing-listed': 20,
  'web-risk-listed': 20,
  'lookalike-young-domain': 15,
};

const ALL_HARD_FAIL_CAPS: Partial<Record<string, number>> = { ...HARD_FAIL_CAPS, ...SERVER_HARD_FAIL_CAPS };

export function scoreReport(findings: readonly Finding[]): ScoreResult {
  return scoreFindings(findings, { hardFailCaps: ALL_HARD_FAIL_CAPS });
}
