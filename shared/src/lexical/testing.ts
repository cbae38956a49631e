// Test helpers for lexical signals: run one signal on a URL exactly as analyzeLexical would.
import type { Finding } from '../report/finding';
import { normalizeTarget } from '../target/normalize-target';
import type { LexicalSignal } from './define-lexical-signal';
import { gatherLexicalFacts } from './lexical-facts';

export function findingsOf(signal: LexicalSignal, input: string): Finding[] {
  return [...(signal.run(gatherLexicalFacts(normalizeTarget(input))) ?? [])];
}

/** The codes one signal emits for a URL, in order. */
export function codesOf(signal: LexicalSignal, input: string): string[] {
  return findingsOf(signal, input).map((finding) => finding.code);
}
