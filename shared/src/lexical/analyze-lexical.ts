// The offline, browser-safe analysis: normalise, gather lexical facts, run every lexical signal,
// score. The extension badge, image-link scoring and the server's offline mode all call this.
import type { UnavailableOutcome } from '../checks/check';
import { runChecks, type OnUnavailable } from '../checks/run-checks';
import type { Finding } from '../report/finding';
import type { Lookalike } from '../report/lookalike';
import { scoreFindings, type ScoreResult } from '../scoring/score';
import { normalizeTarget, type NormalizedTarget } from '../target/normalize-target';
import type { LexicalSignal } from './define-lexical-signal';
import { gatherLexicalFacts, type LexicalFacts } from './lexical-facts';
import { popularityFinding, popularityNames, type PopularityLookup } from './popularity';
import { LEXICAL_SIGNALS } from './signals';

export type LexicalAnalysis = ScoreResult & {
  target: NormalizedTarget;
  findings: Finding[];
  lookalike: Lookalike | null;
  /** Signals that threw: not counted, and listed so a report can say they were not checked. */
  unavailable: UnavailableOutcome[];
};

export type LexicalOptions = {
  /**
   * A popularity list the caller carries (the extension's top 10k). Without one, nothing here is
   * evidence of establishment except a brand's own domain, so unknown sites stay in Caution.
   */
  popularity?: PopularityLookup;
  /** Told of each signal that threw, with its error (the server logs it). */
  onUnavailable?: OnUnavailable;
};

export function analyzeLexical(
  input: string | NormalizedTarget,
  options: LexicalOptions = {},
): LexicalAnalysis {
  const target = typeof input === 'string' ? normalizeTarget(input) : input;
  const facts = gatherLexicalFacts(target);
  const { hits: findings, unavailable } = runLexicalSignals(facts, LEXICAL_SIGNALS, options.onUnavailable);
  const hit = options.popularity?.rankOf(popularityNames(target)) ?? null;
  const popular = hit && options.popularity ? popularityFinding(facts, hit, options.popularity.label) : null;
  if (popular !== null) findings.push(popular);
  return { target, findings, ...scoreFindings(findings), lookalike: lookalikeOf(facts), unavailable };
}

/**
 * Findings of every lexical signal. A signal that throws is unavailable (with its error) rather than failing
 * all: a bug in one heuristic must not hide the others' evidence.
 */
export function runLexicalSignals(
  facts: LexicalFacts,
  signals: readonly LexicalSignal[] = LEXICAL_SIGNALS,
  onUnavailable?: OnUnavailable,
) {
  return runChecks(signals, facts, onUnavailable);
}

function lookalikeOf({ lookalike }: LexicalFacts): Lookalike | null {
  if (!lookalike) return null;
  return {
    brand: lookalike.brand.name,
    officialDomain: lookalike.officialDomain,
    technique: lookalike.technique,
  };
}
