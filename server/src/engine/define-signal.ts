// A live signal is a check (shared checks/check.ts) of kind 'url': id equal to its file name, its category,
// the collectors whose facts it reads, the finding codes it may emit (each weighted in shared weights.ts,
// which also gives its axis), and a pure function from facts to findings. Adding one: docs/adding-a-signal.md.
import {
  axisOfCodes,
  type FindingCategory,
  type FindingCheck,
  type FindingCode,
  type Finding,
} from '@scamcheck/shared';
import { hasFacts, type CollectorId, type GatheredFacts, type SignalFacts } from './facts';

export type Signal = Omit<FindingCheck<GatheredFacts>, 'run'> & {
  category: FindingCategory;
  requires: readonly CollectorId[];
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
    kind: 'url',
    axis: axisOfCodes(codes),
    category,
    requires,
    codes,
    run: (facts) => (hasFacts(facts, requires) ? definition.run(facts) : null),
  };
}
