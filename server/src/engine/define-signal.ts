// The shape of one live signal (CONVENTIONS 7): id equal to its file name, its category, the collectors
// whose facts it reads, the finding codes it may emit (each weighted in shared weights.ts), and a pure
// function from facts to findings. Adding one: docs/adding-a-signal.md.
import type { Finding, FindingCategory, FindingCode } from '@scamcheck/shared';
import { hasFacts, type CollectorId, type GatheredFacts, type SignalFacts } from './facts';

export type Signal = {
  id: string;
  category: FindingCategory;
  requires: readonly CollectorId[];
  codes: readonly FindingCode[];
  /** Findings, or null when a required fact is missing (the signal did not run). */
  run(facts: GatheredFacts): Finding[] | null;
};

export type SignalDefinition<R extends CollectorId> = {
  id: string;
  category: FindingCategory;
  requires: readonly R[];
  codes: readonly FindingCode[];
  run(facts: SignalFacts<R>): Finding[];
};

export function defineSignal<const R extends CollectorId>(definition: SignalDefinition<R>): Signal {
  const { id, category, requires, codes } = definition;
  return {
    id,
    category,
    requires,
    codes,
    run: (facts) => (hasFacts(facts, requires) ? definition.run(facts) : null),
  };
}
