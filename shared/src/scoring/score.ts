// Turns findings into the 0–100 score on two axes of evidence:
// - harm: risk points (negative), capped per category so one noisy family of checks cannot sink a site;
// - establishment: trust points of findings that show the site is established (popular, registered long
//   ago, a brand's own domain).
// score = base + trust − harm, then three rules: Trusted (≥ 70) needs evidence of establishment;
// Suspicious (< 40) needs evidence of harm; hard fails cap the score whatever else says. No evidence
// either way is Caution with threat level `unknown`: the absence of bad news is not good news.
import type { Finding, FindingCategory } from '../report/finding';
import { BAND_THRESHOLDS, bandForScore, threatLevelForBand, type Band, type ThreatLevel } from './bands';
import type { HardFail } from './hard-fail';
import {
  BASE_SCORE,
  CATEGORY_RISK_CAPS,
  FINDING_WEIGHTS,
  HARD_FAIL_CAPS,
  type FindingWeight,
} from './weights';

export type ScoreOptions = {
  base?: number;
  categoryCaps?: Partial<Record<FindingCategory, number>>;
  hardFailCaps?: Partial<Record<string, number>>;
  /**
   * false: skip the two evidence rules (Trusted needs establishment, Suspicious needs harm) and return
   * the latent score, base + trust − harm. Only model training uses it, to place the URL model's
   * operating point on the score before the rules clip it.
   */
  evidenceRules?: boolean;
};

/** Points on each axis: harm after the category caps, and trust from evidence of establishment. */
export type EvidenceAxes = { harm: number; establishment: number };

export type ScoreResult = {
  score: number;
  band: Band;
  threatLevel: ThreatLevel;
  hardFail: HardFail | null;
  evidence: EvidenceAxes;
};

type ScoredFinding = Pick<Finding, 'code' | 'category' | 'points'>;

/**
 * Below this many harm points (low-severity evidence only: a model's faint lean, one weak word) a site with no evidence of
 * establishment is reported as `unknown`: there is not enough either way to call it a warning.
 */
export const MIN_HARM_EVIDENCE = 15;

export function scoreFindings(findings: readonly ScoredFinding[], opts: ScoreOptions = {}): ScoreResult {
  const caps = { ...CATEGORY_RISK_CAPS, ...opts.categoryCaps };
  const hardFailCaps: Partial<Record<string, number>> = opts.hardFailCaps ?? HARD_FAIL_CAPS;
  const riskByCategory = new Map<FindingCategory, number>();
  let establishment = 0;
  let otherTrust = 0;
  let hardFail: HardFail | null = null;
  for (const finding of findings) {
    if (finding.points > 0) {
      if (establishes(finding.code)) establishment += finding.points;
      else otherTrust += finding.points;
    } else if (finding.points < 0) {
      riskByCategory.set(finding.category, (riskByCategory.get(finding.category) ?? 0) - finding.points);
    }
    const cap = hardFailCaps[finding.code];
    if (cap !== undefined && (hardFail === null || cap < hardFail.cap))
      hardFail = { code: finding.code, cap };
  }
  let harm = 0;
  for (const [category, points] of riskByCategory) harm += Math.min(points, caps[category]);
  let score = clamp(Math.round((opts.base ?? BASE_SCORE) + establishment + otherTrust - harm), 0, 100);
  if (opts.evidenceRules !== false) {
    if (establishment === 0) score = Math.min(score, BAND_THRESHOLDS.trusted - 1);
    if (harm === 0) score = Math.max(score, BAND_THRESHOLDS.caution);
  }
  if (hardFail) score = Math.min(score, hardFail.cap);
  const band = bandForScore(score);
  const noEvidence = harm < MIN_HARM_EVIDENCE && establishment === 0 && hardFail === null;
  return {
    score,
    band,
    threatLevel: noEvidence ? 'unknown' : threatLevelForBand(band),
    hardFail,
    evidence: { harm: round1(harm), establishment: round1(establishment) },
  };
}

function establishes(code: string): boolean {
  const weight: FindingWeight | undefined = (FINDING_WEIGHTS as Record<string, FindingWeight>)[code];
  return weight?.establishes === true;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
