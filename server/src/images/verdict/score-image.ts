import { IMAGE_SCAM_THRESHOLD, type ImageFinding, type ScamCategory } from '@scamcheck/shared';
import type { DetectorHit } from '../detectors';
import type { BrandMismatch } from '../links/brand-mismatch';
import type { ScoredLink } from '../links/score-links';
import type { VisionOutcome } from '../../ai/vision/vision-types';
import {
  AWARENESS_FACTOR,
  BASE_SCORE,
  BRAND_MISMATCH_POINTS,
  CATEGORY_MIN_POINTS,
  FAMILY_FACTORS,
  NO_TEXT_SCORE,
  SECOND_LINK_FACTOR,
  URGENCY_CAP,
  VISION_CAP,
  VISION_POINTS,
} from './image-weights';

export type ImageEvidence = {
  hasText: boolean;
  /** The text warns about scams (a bank's notice, a news post) rather than running one. */
  isAwareness: boolean;
  hits: readonly DetectorHit[];
  links: readonly ScoredLink[];
  mismatches: readonly BrandMismatch[];
  vision: VisionOutcome;
};

export type ImageVerdict = {
  score: number;
  isScam: boolean;
  /** Every finding with the points it actually cost, costliest first. */
  findings: ImageFinding[];
  categories: ScamCategory[];
};

function familyFindings(hits: readonly DetectorHit[], factor: number): ImageFinding[] {
  const families = hits.filter((hit) => hit.kind === 'family');
  return families.map((hit, rank) => ({
    code: hit.id,
    category: hit.category,
    title: hit.title,
    evidence: hit.evidence.map((text) => `"${text}"`).join(', '),
    source: 'text',
    points: -Math.round(
      hit.points * factor * (FAMILY_FACTORS[rank] ?? FAMILY_FACTORS[FAMILY_FACTORS.length - 1] ?? 0),
    ),
  }));
}

function linkFindings(
  links: readonly ScoredLink[],
  mismatches: readonly BrandMismatch[],
  hasFamily: boolean,
) {
  const findings: ImageFinding[] = [];
  links
    .filter((link) => link.risk > 0)
    .forEach((link, rank) => {
      findings.push({
        code: 'risky-link',
        category: null,
        title: `Link to ${link.domain} looks suspicious`,
        evidence: link.issues.slice(0, 2).join('; ') || `Scores ${link.score}/100`,
        source: 'links',
        points: -Math.round(link.risk * (rank === 0 ? 1 : rank === 1 ? SECOND_LINK_FACTOR : 0)),
      });
    });
  const [mismatch] = mismatches;
  if (mismatch !== undefined) {
    findings.push({
      code: 'brand-link-mismatch',
      category: null,
      title: `Names ${mismatch.brand} but links to ${mismatch.domain}`,
      evidence: `${mismatch.domain} is not ${mismatch.brand}'s site (${mismatch.officialDomain})`,
      source: 'links',
      points: -(hasFamily ? BRAND_MISMATCH_POINTS.withFamily : BRAND_MISMATCH_POINTS.alone),
    });
  }
  return findings;
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

function namedCategories(hits: readonly DetectorHit[], vision: VisionOutcome): ScamCategory[] {
  const categories = new Set<ScamCategory>();
  for (const hit of hits)
    if (hit.category !== null && hit.points >= CATEGORY_MIN_POINTS) categories.add(hit.category);
  if (vision.status === 'used') {
    for (const finding of vision.findings) {
      if (finding.category !== null && finding.confidence === 'high') categories.add(finding.category);
    }
  }
  return [...categories];
}

export function scoreImage(evidence: ImageEvidence): ImageVerdict {
  // A warning about scams quotes their wording; with no risky link it is read as a warning, at half weight.
  const isWarning = evidence.isAwareness && evidence.links.every((link) => link.risk === 0);
  const families = familyFindings(evidence.hits, isWarning ? AWARENESS_FACTOR : 1);
  const otherText = evidence.hits.filter((hit) => hit.kind === 'manipulation');
  const findings: ImageFinding[] = [
    ...families,
    ...otherText.map((hit): ImageFinding => ({
      code: hit.id,
      category: null,
      title: hit.title,
      evidence: hit.evidence.map((text) => `"${text}"`).join(', '),
      source: 'text',
      points: -hit.points,
    })),
    ...linkFindings(evidence.links, evidence.mismatches, families.length > 0),
    ...visionFindings(evidence.vision),
  ];
  const urgency = evidence.hits.find((hit) => hit.kind === 'amplifier');
  if (urgency !== undefined && findings.some((finding) => finding.points < 0)) {
    findings.push({
      code: 'urgency',
      category: null,
      title: urgency.title,
      evidence: urgency.evidence.map((text) => `"${text}"`).join(', '),
      source: 'text',
      points: -Math.min(URGENCY_CAP, urgency.points),
    });
  }
  const counted = findings.filter((finding) => finding.points < 0).sort((a, b) => a.points - b.points);
  const risk = counted.reduce((sum, finding) => sum - finding.points, 0);
  const base = evidence.hasText ? BASE_SCORE : NO_TEXT_SCORE;
  const score = Math.max(0, Math.min(100, Math.round(base - risk)));
  return {
    score,
    isScam: score < IMAGE_SCAM_THRESHOLD,
    findings: counted,
    categories: namedCategories(evidence.hits, evidence.vision),
  };
}
