// The offline, browser-safe analysis: normalise, gather lexical facts, run every lexical signal,
// score. The extension badge, image-link scoring and the server's offline mode all call this.
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
};

export type LexicalOptions = {
  /**
   * A popularity list the caller carries (the extension's top 10k). Without one, nothing here is
   * evidence of establishment except a brand's own domain, so unknown sites stay in Caution.
   */
  popularity?: PopularityLookup;
};

export function analyzeLexical(
  input: string | NormalizedTarget,
  options: LexicalOptions = {},
): LexicalAnalysis {
  const target = typeof input === 'string' ? normalizeTarget(input) : input;
  const facts = gatherLexicalFacts(target);
  const findings = runLexicalSignals(facts);
  const hit = options.popularity?.rankOf(popularityNames(target)) ?? null;
  const popular = hit && options.popularity ? popularityFinding(facts, hit, options.popularity.label) : null;
  if (popular !== null) findings.push(popular);
  return { target, findings, ...scoreFindings(findings), lookalike: lookalikeOf(facts) };
}

/** Findings of every lexical signal; a signal that throws contributes nothing rather than failing all. */
export function runLexicalSignals(
  facts: LexicalFacts,
  signals: readonly LexicalSignal[] = LEXICAL_SIGNALS,
): Finding[] {
  const findings: Finding[] = [];
  for (const signal of signals) {
    try {
      findings.push(...signal.run(facts));
    } catch {
      // A bug in one heuristic must not hide the others' evidence.
    }
  }
  return findings;
}

function lookalikeOf({ lookalike }: LexicalFacts): Lookalike | null {
  if (!lookalike) return null;
  return {
    brand: lookalike.brand.name,
    officialDomain: lookalike.officialDomain,
    technique: lookalike.technique,
  };
}
