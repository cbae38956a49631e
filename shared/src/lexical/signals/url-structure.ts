import { URL_MODEL } from '../../data/url-model';
import type { Finding } from '../../report/finding';
import type { FindingCode } from '../../scoring/weights';
import { createScaledFinding, defineLexicalSignal } from '../define-lexical-signal';
import type { LexicalFacts } from '../lexical-facts';
import {
  assessUrlStructure,
  type FeatureContribution,
  type UrlStructureAssessment,
} from '../url-model/url-model';

const SOURCE = `url-structure (model ${URL_MODEL.version})`;
const NAMED_FEATURES = 3;
// Shares smaller than this are noise, not worth naming.
const MIN_NAMED_POINTS = 1;
// Below this the shape alone decides the band; milder shares are worded as traits, not a verdict.
const STRONG_RISK_POINTS = -15;

/**
 * The overall shape of the address, weighed by a small trained model: phishing kits on hacked or
 * throwaway sites look different from the pages people publish (meaningless folders, script pages,
 * machine-made names versus words, article titles and dated paths).
 */
export const urlStructure = defineLexicalSignal({
  id: 'url-structure',
  codes: ['url-structure-phishing-like', 'url-structure-ordinary'],
  run: (facts) => (isJudgedByUrlStructure(facts) ? urlStructureFindings(assessUrlStructure(facts)) : []),
});

/**
 * A brand's own domains are known already; that includes files and forms shared on them (Google Drive,
 * SharePoint), which the user-content rule marks for caution without the model making every shared
 * document look like an attack.
 */
export function isJudgedByUrlStructure({ officialBrand }: LexicalFacts): boolean {
  return officialBrand === null;
}

/** The code for a model's points: risk or trust by their sign, none when they round to zero. */
export function urlStructureCode(points: number): FindingCode | null {
  if (points <= -0.5) return 'url-structure-phishing-like';
  if (points >= 0.5) return 'url-structure-ordinary';
  return null;
}

export function urlStructureFindings({ points, contributions }: UrlStructureAssessment): Finding[] {
  const code = urlStructureCode(points);
  if (code === null) return [];
  return [
    code === 'url-structure-phishing-like'
      ? riskFinding(points, contributions)
      : trustFinding(points, contributions),
  ];
}

function riskFinding(points: number, contributions: readonly FeatureContribution[]): Finding {
  // a feature is named only when the model weighs it the way its text reads
  const reasons = contributions
    .filter(({ points: share, isOnRiskySide }) => share <= -MIN_NAMED_POINTS && isOnRiskySide)
    .sort((a, b) => a.points - b.points)
    .map(({ feature }) => feature.risk)
    .filter((text) => text !== undefined)
    .slice(0, NAMED_FEATURES);
  const isStrong = points <= STRONG_RISK_POINTS;
  return createScaledFinding('url-structure-phishing-like', points, {
    title: isStrong ? 'Shaped like a phishing link' : 'Some phishing-like traits in the address',
    evidence: `${isStrong ? 'The address looks like' : 'Parts of the address resemble'} the phishing pages the model was trained on: ${listOf(reasons, 'its overall shape')}.`,
    source: SOURCE,
  });
}

function trustFinding(points: number, contributions: readonly FeatureContribution[]): Finding {
  const reasons = contributions
    .filter(({ points: share, isOnRiskySide }) => share >= MIN_NAMED_POINTS && !isOnRiskySide)
    .sort((a, b) => b.points - a.points)
    .map(({ feature }) => feature.trust)
    .filter((text) => text !== undefined)
    .slice(0, NAMED_FEATURES);
  return createScaledFinding('url-structure-ordinary', points, {
    title: 'Shaped like an ordinary page',
    evidence: `The address looks like the pages people publish: ${listOf(reasons, 'its overall shape')}.`,
    source: SOURCE,
  });
}

// Semicolons, since the texts themselves may hold commas ('a mail, hosting-panel or staging server name').
function listOf(texts: readonly string[], fallback: string): string {
  return texts.length === 0 ? fallback : texts.join('; ');
}
