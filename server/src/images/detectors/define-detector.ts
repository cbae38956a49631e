import {
  pointsFrom,
  type Check,
  type CheckAxis,
  type ImageIndicators,
  type WeightsTable,
} from '@scamcheck/shared';
import type { ExtractedLink } from '../text/extract-links';
import { DETECTOR_POINTS, type DetectorId, type DetectorOutcome } from '../verdict/image-weights';

/**
 * A detector recognises one kind of text in an image that only an image check judges (scam families are
 * the message analyzer's). It names cues (groups of phrases), and `assess` names the outcome the set of
 * cues found amounts to; the points are that outcome's weight in DETECTOR_POINTS, never a literal here.
 */
export type TextFacts = {
  /** Clean text, as shown to the user. */
  text: string;
  /** Lower case, one line, single spaces: what cue patterns run against. */
  match: string;
  /** `match` with the original letter case, for quoting evidence; same length as `match`. */
  display: string;
  links: readonly ExtractedLink[];
  indicators: ImageIndicators;
};

export type DetectorHit = {
  id: string;
  axis: CheckAxis;
  title: string;
  /** From DETECTOR_POINTS: the detector's id, then the outcome its assessment names. */
  points: number;
  /** Excerpts of the text that matched, most telling first. */
  evidence: string[];
};

/** A check of kind 'image' on the text read from an image. */
export type Detector = Check<TextFacts, DetectorHit> & {
  axis: CheckAxis;
  /** The red flag shown to the user. */
  title: string;
  /** Every cue name, for tests that check each cue is exercised. */
  cueNames: readonly string[];
};

type DetectorSpec<Id extends DetectorId, Cue extends string> = {
  id: Id;
  axis: CheckAxis;
  title: string;
  cues: Record<Cue, readonly RegExp[]>;
  /** Cues listed first give the evidence shown. */
  evidenceOrder?: readonly NoInfer<Cue>[];
  /** Which of the detector's weighted outcomes the cues found amount to, or null for none. */
  assess(has: (cue: Cue) => boolean, facts: TextFacts): DetectorOutcome<Id> | null;
};

const EXCERPT_CONTEXT = 25;

/** The matched words with some context, widened to whole words, in the text's own letter case. */
function excerpt(text: string, index: number, length: number): string {
  let start = Math.max(0, index - EXCERPT_CONTEXT);
  let end = Math.min(text.length, index + length + EXCERPT_CONTEXT);
  while (start > 0 && text[start - 1] !== ' ') start -= 1;
  while (end < text.length && text[end] !== ' ') end += 1;
  const cut = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${cut}${end < text.length ? '…' : ''}`;
}

export function defineDetector<const Id extends DetectorId, const Cue extends string>(
  spec: DetectorSpec<Id, Cue>,
): Detector {
  const cues: [string, readonly RegExp[]][] = Object.entries(spec.cues);
  const cueNames = cues.map(([name]) => name);
  return {
    id: spec.id,
    kind: 'image',
    axis: spec.axis,
    title: spec.title,
    cueNames,
    run(facts) {
      const found = new Map<string, string>();
      for (const [cue, patterns] of cues) {
        for (const pattern of patterns) {
          const match = pattern.exec(facts.match);
          if (match === null) continue;
          found.set(cue, excerpt(facts.display, match.index, match[0].length));
          break;
        }
      }
      const outcome = found.size === 0 ? null : spec.assess((cue) => found.has(cue), facts);
      if (outcome === null) return null;
      const weights: WeightsTable = DETECTOR_POINTS[spec.id];
      const order = [...(spec.evidenceOrder ?? []), ...cueNames];
      const evidence = [...new Set(order.map((cue) => found.get(cue)).filter((text) => text !== undefined))];
      const hit: DetectorHit = {
        id: spec.id,
        axis: spec.axis,
        title: spec.title,
        points: pointsFrom(weights, outcome),
        evidence: evidence.slice(0, 3),
      };
      return [hit];
    },
  };
}
