// One check = one gatherer: how to obtain one kind of fact for a target. The runner (gather-facts.ts)
// starts them all at once, memoises each outcome, and gives each its own timeout under the deadline.
import type { LexicalFacts, NormalizedTarget } from '@scamcheck/shared';
import type { CollectorId, FactMap } from '../facts';

export type Outcome<T> =
  | { status: 'ok'; value: T }
  | { status: 'unavailable'; detail: string }
  | { status: 'skipped'; detail: string };

export type GatherContext = {
  target: NormalizedTarget;
  lexical: LexicalFacts;
  now: Date;
  /** The outcome of another check, once it settles (every check runs at most once per analysis). */
  outcome<K extends CollectorId>(id: K): Promise<Outcome<FactMap[K]>>;
};

export type Gatherer<K extends CollectorId> = {
  id: K;
  /** Reaches the internet: skipped when live checks are off. */
  isLive: boolean;
  timeoutMs: number;
  /** Checks to wait for before this one's own timer starts. */
  after?: readonly CollectorId[];
  run(context: GatherContext): Promise<FactMap[K]>;
};

/** The gatherer of each check; null when the check is not configured (e.g. no Safe Browsing key). */
export type Gatherers = { [K in CollectorId]: Gatherer<K> | null };

/** Thrown by a gatherer when its check does not apply to this target (an IP has no RDAP record). */
export class SkipCheck extends Error {
  override readonly name = 'SkipCheck';
}
