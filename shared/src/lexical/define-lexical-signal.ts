// The shape of one lexical signal (CONVENTIONS 7): an id equal to its file name, the finding codes it
// may emit (each must have a weight), and a pure function from the gathered facts to findings.
import type { Finding } from '../report/finding';
import { FINDING_WEIGHTS, type FindingCode } from '../scoring/weights';
import type { LexicalFacts } from './lexical-facts';

export type LexicalSignal = {
  id: string;
  codes: readonly FindingCode[];
  run: (facts: LexicalFacts) => Finding[];
};

export function defineLexicalSignal<const T extends LexicalSignal>(signal: T): T {
  return signal;
}

export type FindingText = { title: string; evidence: string; source: string };

/** A finding whose category, severity and points come from the weights table. */
export function createFinding(code: FindingCode, text: FindingText): Finding {
  const { category, severity, points } = FINDING_WEIGHTS[code];
  return { code, category, severity, points, ...text };
}

/**
 * A finding of a scaled code (weights.ts `scaled`): the measured points, rounded and kept between 0 and
 * the code's weight, which is the largest size it may have. A risk below half its largest size is
 * reported as low severity.
 */
export function createScaledFinding(code: FindingCode, points: number, text: FindingText): Finding {
  const weight = FINDING_WEIGHTS[code];
  const limit = Math.abs(weight.points);
  const size = Math.min(limit, Math.max(0, Math.round(Math.sign(weight.points) * points)));
  const finding = createFinding(code, text);
  const isMild = weight.severity !== 'info' && size * 2 < limit;
  return {
    ...finding,
    severity: isMild ? 'low' : finding.severity,
    points: size === 0 ? 0 : Math.sign(weight.points) * size,
  };
}
