import type { Check } from '@scamcheck/shared';
import type { TextFacts } from './define-detector';

// Text that warns about scams — a bank's "we will never ask for your code", a regulator's post about
// toll texts — quotes scam wording without being a scam. Scammers rarely write these phrases, and when
// they do, their links still give them away (the dampening only applies with no risky link).
const AWARENESS: readonly RegExp[] = [
  /\b(?:could|might|may|is likely|is probably) (?:be )?a scam\b/,
  /\bscam (?:alert|warning|awareness|prevention)\b/,
  /\bhow to (?:spot|avoid|recogni[sz]e|report) (?:a |these )?(?:scams?|fraud|phishing)\b/,
  /\breport (?:scams?|fraud|phishing|it|suspicious (?:messages|texts|emails))\b[^.?!]{0,20}\b(?:at|to|on)\b/,
  /\b(?:reportfraud\.ftc\.gov|actionfraud|report ?fraud|ic3\.gov|phishing-report)\b/,
  /\b(?:will|would|do(?:es)?) (?:never|not) (?:ask|call|text|email|request|initiate|contact|send you)\b/,
  // Describing scammers, not mentioning them: recovery scams also say "money you lost to scammers".
  /\bscammers (?:are|often|may|might|will|sometimes|pretend|ask|use|send|target|try)\b/,
  /\b(?:it'?s|that'?s|is|are|was) (?:a |all |probably a |likely a )?scams?\b/,
  /\b(?:police|regulators?|banks?|experts?|the ftc|authorities) (?:warn|say|urge)\b/,
  /\bno (?:real|legitimate|genuine) (?:business|company|agency|bank)\b/,
];

export type AwarenessHit = { id: 'scam-awareness'; axis: 'trust'; evidence: string };

/**
 * A check of kind 'image' on the trust axis: its weight is a floor, not points (AWARENESS_FLOOR in
 * verdict/image-weights.ts), applied when the image has no risky link.
 */
export const scamAwareness: Check<TextFacts, AwarenessHit> = {
  id: 'scam-awareness',
  kind: 'image',
  axis: 'trust',
  run(facts) {
    const match = AWARENESS.map((pattern) => pattern.exec(facts.match)).find((found) => found !== null);
    if (match === undefined || match === null) return null;
    const evidence = facts.display.slice(match.index, match.index + match[0].length);
    return [{ id: 'scam-awareness', axis: 'trust', evidence }];
  },
};
