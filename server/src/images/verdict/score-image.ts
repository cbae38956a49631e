import {
  IMAGE_SCAM_THRESHOLD,
  type ImageFinding,
  type MessageAnalysisResult,
  type ScamCategory,
} from '@scamcheck/shared';
import type { DetectorHit } from '../detectors/define-detector';
import type { ScoredLink } from '../links/score-links';
import type { VisionOutcome } from '../../ai/vision/vision-types';
import { FAMILY_CATEGORIES } from './family-categories';
import {
  ADDRESS_BAR_MIN_RISK,
  ADDRESS_BAR_POINTS,
  AWARENESS_FLOOR,
  CATEGORY_MIN_POINTS,
  NO_TEXT_SCORE,
  VISION_CAP,
  VISION_POINTS,
} from './image-weights';

export type ImageEvidence = {
  hasText: boolean;
  /** The text warns about scams (a bank's notice, a news post) rather than running one. */
  isAwareness: boolean;
  /** The message analyzer's verdict on the text read from the image. */
  message: MessageAnalysisResult;
  /** Instructions aimed at automated checkers, if any. */
  manipulation: DetectorHit | null;
  links: readonly ScoredLink[];
  addressBar: ScoredLink | null;
  vision: VisionOutcome;
};

export type ImageVerdict = {
  score: number;
  isScam: boolean;
  /** Every finding with the points it actually cost, costliest first. */
  findings: ImageFinding[];
  categories: ScamCategory[];
};

const LINK_CODES = new Set(['risky-link', 'brand-link-mismatch']);

function messageFindings(message: MessageAnalysisResult): ImageFinding[] {
  if (message.verdict !== 'scam' && message.verdict !== 'suspicious') return [];
  return message.findings
    .filter((finding) => finding.axis === 'harm' && finding.points > 0)
    .map((finding) => ({
      code: finding.code,
      category: finding.family === null ? null : FAMILY_CATEGORIES[finding.family],
      title: finding.title,
      evidence: finding.evidence,
      source: LINK_CODES.has(finding.code) ? 'links' : 'text',
      points: -finding.points,
    }));
}

function visionFindings(vision: VisionOutcome): ImageFinding[] {
  if (vision.status !== 'used') return [];
  let budget = VISION_CAP;
  return vision.findings.map((finding) => {
    const points = Math.min(budget, VISION_POINTS[finding.confidence]);
    budget -= points;
    return {
      code: 'vision',
      category: finding.category,
      title: finding.title,
      evidence: finding.evidence,
      source: 'vision',
      points: -points,
    };
  });
}

function extraFindings(evidence: ImageEvidence): ImageFinding[] {
  const findings: ImageFinding[] = [];
  if (evidence.manipulation !== null) {
    const hit = evidence.manipulation;
    findings.push({
      code: hit.id,
      category: null,
      title: hit.title,
      evidence: hit.evidence.map((text) => `"${text}"`).join(' '),
      source: 'text',
      points: -hit.points,
    });
  }
  const bar = evidence.addressBar;
  if (bar !== null && bar.risk >= ADDRESS_BAR_MIN_RISK) {
    findings.push({
      code: 'address-bar',
      category: null,
      title: `The browser's address bar shows ${bar.domain}, which looks suspicious`,
      evidence: bar.issues.slice(0, 2).join('; ') || `Scores ${bar.score}/100`,
      source: 'links',
      points: -ADDRESS_BAR_POINTS,
    });
  }
  return [...findings, ...visionFindings(evidence.vision)];
}

function namedCategories(message: MessageAnalysisResult, vision: VisionOutcome): ScamCategory[] {
  const categories = new Set<ScamCategory>();
  for (const finding of message.findings) {
    if (
      finding.family !== null &&
      message.families.includes(finding.family) &&
      finding.points >= CATEGORY_MIN_POINTS
    )
      categories.add(FAMILY_CATEGORIES[finding.family]);
  }
  if (vision.status === 'used') {
    for (const finding of vision.findings) {
      if (finding.category !== null && finding.confidence === 'high') categories.add(finding.category);
    }
  }
  return [...categories];
}

export function scoreImage(evidence: ImageEvidence): ImageVerdict {
  const extra = extraFindings(evidence);
  const findings = [...messageFindings(evidence.message), ...extra].sort((a, b) => a.points - b.points);
  const extraRisk = extra.reduce((sum, finding) => sum - finding.points, 0);
  let base = evidence.hasText ? evidence.message.score : NO_TEXT_SCORE;
  // A warning about scams quotes their wording; with no risky link it is read as a warning, not a scam.
  if (evidence.isAwareness && evidence.links.every((link) => link.risk === 0))
    base = Math.max(base, AWARENESS_FLOOR);
  const score = Math.max(0, Math.min(100, Math.round(base - extraRisk)));
  return {
    score,
    isScam: score < IMAGE_SCAM_THRESHOLD,
    findings,
    categories: namedCategories(evidence.message, evidence.vision),
  };
}
