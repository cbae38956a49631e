import { runCheck, type OnUnavailable, type UnavailableOutcome } from '@scamcheck/shared';
import { aiInstructions } from './ai-instructions';
import type { DetectorHit, TextFacts } from './define-detector';
import { scamAwareness } from './scam-awareness';

export type TextChecks = {
  /** Instructions aimed at automated checkers, if any. */
  manipulation: DetectorHit | null;
  /** The text warns about scams (a bank's notice, a news post) rather than running one. */
  isAwareness: boolean;
  /** Detectors that threw: not counted, and listed in the result. */
  unavailable: UnavailableOutcome[];
};

/** The image detectors on the text read from an image; one that throws is unavailable, not fatal. */
export function runTextChecks(facts: TextFacts, onUnavailable?: OnUnavailable): TextChecks {
  const manipulation = runCheck(aiInstructions, facts, onUnavailable);
  const awareness = runCheck(scamAwareness, facts, onUnavailable);
  const unavailable: UnavailableOutcome[] = [];
  for (const outcome of [manipulation, awareness]) {
    if (outcome.status === 'unavailable') unavailable.push(outcome);
  }
  return {
    manipulation: manipulation.status === 'hit' ? (manipulation.hits[0] ?? null) : null,
    isAwareness: awareness.status === 'hit',
    unavailable,
  };
}
