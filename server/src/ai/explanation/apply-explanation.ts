// Folds a provider's explanation into a report. The model writes the words; its score adjustment is
// bounded so it never decides alone: at most ±10, never past
// a hard-fail cap, and never into a safer band, since only server-observed facts may raise trust.
import {
  BAND_THRESHOLDS,
  bandForScore,
  threatLevelForBand,
  type Band,
  type CheckStatus,
  type DomainReport,
} from '@scamcheck/shared';
import type { Explanation } from '../ai-provider';
import { MAX_SCORE_ADJUSTMENT } from '../prompts/explain-prompt';
import { hasManipulationAttempt } from './summary-consistency';

/** The check id under which a report records who wrote its summary. */
export const SUMMARY_CHECK_ID = 'ai-summary';

type Explained = Omit<DomainReport, 'summary'>;

export function applyExplanation(report: Explained, explanation: Explanation): DomainReport {
  const score = adjustedScore(report, explanation.source === 'model' ? explanation.scoreAdjustment : 0);
  const band = bandForScore(score);
  return {
    ...report,
    score,
    band,
    // A summary is no evidence: "no evidence either way" stays so while the band does not change.
    threatLevel:
      report.threatLevel === 'unknown' && band === report.band ? 'unknown' : threatLevelForBand(band),
    summary: explanation.summary,
    checks: [...report.checks, ...summaryCheck(report.score, score, explanation)],
  };
}

export function adjustedScore(
  report: Pick<Explained, 'score' | 'band' | 'hardFail' | 'findings'>,
  proposed: number,
): number {
  let delta = Math.max(-MAX_SCORE_ADJUSTMENT, Math.min(MAX_SCORE_ADJUSTMENT, Math.round(proposed)));
  // Pages that try to instruct AI reviewers get no benefit of the doubt from one.
  if (delta > 0 && hasManipulationAttempt(report.findings)) delta = 0;
  let score = Math.max(0, Math.min(100, report.score + delta));
  if (report.hardFail !== null) score = Math.min(score, report.hardFail.cap);
  if (delta > 0) score = Math.min(score, highestScoreOf(report.band));
  return score;
}

function highestScoreOf(band: Band): number {
  switch (band) {
    case 'trusted':
      return 100;
    case 'caution':
      return BAND_THRESHOLDS.trusted - 1;
    case 'suspicious':
      return BAND_THRESHOLDS.caution - 1;
  }
}

/** Records who wrote the summary; nothing when the offline template was simply the plan. */
function summaryCheck(before: number, after: number, explanation: Explanation): CheckStatus[] {
  if (explanation.source === 'model') {
    const moved = after === before ? 'score unchanged' : `score adjusted from ${before} to ${after}`;
    return [
      { id: SUMMARY_CHECK_ID, status: 'ok', detail: `Summary written by ${explanation.model}; ${moved}.` },
    ];
  }
  const reason = explanation.fallbackReason;
  if (reason === null) return [];
  return [
    {
      id: SUMMARY_CHECK_ID,
      status: 'unavailable',
      detail: `The AI summary failed (${reason}); the built-in template was used.`,
    },
  ];
}
