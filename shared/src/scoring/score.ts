// Turns findings into the 0–100 score: base + trust − risk (capped per category), then hard-fail caps.
import type { Finding, FindingCategory } from '../report/finding';
import { bandForScore, threatLevelForBand, type Band, type ThreatLevel } from './bands';
import type { HardFail } from './hard-fail';
import { BASE_SCORE, CATEGORY_RISK_CAPS, HARD_FAIL_CAPS } from './weights';

export type ScoreOptions = {
  base?: number;
  categoryCaps?: Partial<Record<FindingCategory, number>>;
  hardFailCaps?: Partial<Record<string, number>>;
};

export type ScoreResult = { score: number; band: Band; threatLevel: ThreatLevel; hardFail: HardFail | null };

type ScoredFinding = Pick<Finding, 'code' | 'category' | 'points'>;

export function scoreFindings(findings: readonly ScoredFinding[], opts: ScoreOptions = {}): ScoreResult {
  const caps = { ...CATEGORY_RISK_CAPS, ...opts.categoryCaps };
  const hardFailCaps: Partial<Record<string, number>> = opts.hardFailCaps ?? HARD_FAIL_CAPS;
  const riskByCategory = new Map<FindingCategory, number>();
  let trust = 0;
  let hardFail: HardFail | null = null;
  for (const finding of findings) {
    if (finding.points > 0) trust += finding.points;
    else if (finding.points < 0) {
      riskByCategory.set(finding.category, (riskByCategory.get(finding.category) ?? 0) - finding.points);
    }
    const cap = hardFailCaps[finding.code];
    if (cap !== undefined && (hardFail === null || cap < hardFail.cap))
      hardFail = { code: finding.code, cap };
  }
  let risk = 0;
  for (const [category, points] of riskByCategory) risk += Math.min(points, caps[category]);
  let score = clamp(Math.round((opts.base ?? BASE_SCORE) + trust - risk), 0, 100);
  if (hardFail) score = Math.min(score, hardFail.cap);
  const band = bandForScore(score);
  return { score, band, threatLevel: threatLevelForBand(band), hardFail };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
