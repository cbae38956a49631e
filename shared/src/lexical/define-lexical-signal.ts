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
