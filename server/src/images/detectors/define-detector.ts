import type { ImageIndicators, ScamCategory } from '@scamcheck/shared';
import type { ExtractedLink } from '../text/extract-links';

/**
 * A detector recognises one scam family (SCAM_CATEGORIES) in the text of an image. It names
 * cues (groups of phrases), and `assess` turns the set of cues found into risk points, so a family is
 * only reported when its tell-tale combination appears ("virus detected" + "call this number"), not
 * on one word an honest message could also contain.
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

/**
 * `family`: a kind of scam (its points rank with the other families'); `amplifier`: pressure that only
 * adds to other evidence; `manipulation`: text aimed at automated checkers, a warning sign of its own.
 */
export type DetectorKind = 'family' | 'amplifier' | 'manipulation';

export type DetectorHit = {
  id: string;
  kind: DetectorKind;
  category: ScamCategory | null;
  title: string;
  points: number;
  /** Excerpts of the text that matched, most telling first. */
  evidence: string[];
};

export type Detector = {
  id: string;
  kind: DetectorKind;
  category: ScamCategory | null;
  /** The red flag shown to the user. */
  title: string;
  /** Every cue name, for tests that check each cue is exercised. */
  cueNames: readonly string[];
  run(facts: TextFacts): DetectorHit | null;
};

type DetectorSpec<Cue extends string> = {
  id: string;
  /** Defaults to 'family'. */
  kind?: DetectorKind;
  category: ScamCategory | null;
  title: string;
  cues: Record<Cue, readonly RegExp[]>;
  /** Cues listed first give the evidence shown. */
  evidenceOrder?: readonly NoInfer<Cue>[];
  assess(has: (cue: Cue) => boolean, facts: TextFacts): number;
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

export function defineDetector<const Cue extends string>(spec: DetectorSpec<Cue>): Detector {
  const cues: [string, readonly RegExp[]][] = Object.entries(spec.cues);
  const cueNames = cues.map(([name]) => name);
  const kind = spec.kind ?? 'family';
  return {
    id: spec.id,
    kind,
    category: spec.category,
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
      const points = found.size === 0 ? 0 : spec.assess((cue) => found.has(cue), facts);
      if (points <= 0) return null;
      const order = [...(spec.evidenceOrder ?? []), ...cueNames];
      const evidence = [...new Set(order.map((cue) => found.get(cue)).filter((text) => text !== undefined))];
      return {
        id: spec.id,
        kind,
        category: spec.category,
        title: spec.title,
        points,
        evidence: evidence.slice(0, 3),
      };
    },
  };
}

/**
 * A phrase that is not negated just before it in the same clause: "share your code" but not "never
 * share your code" or "we will not ask you to share your code" (honest security notices say exactly
 * that), while "don't worry, just send the code" still counts.
 */
export function affirmative(source: string): RegExp {
  return new RegExp(String.raw`(?<!(?:\bnever|\bnot|n't|\bnobody|\bno one)\b[^.!?,;]{0,30})` + source);
}
