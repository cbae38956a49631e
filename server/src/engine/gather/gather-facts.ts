import type { CheckStatus, LexicalFacts, NormalizedTarget } from '@scamcheck/shared';
import type { Logger } from '../../lib/logger';
import { CollectorError } from '../collectors';
import { COLLECTOR_IDS, type CollectorId, type FactMap } from '../facts';
import { startDeadline } from './deadline';
import { SkipCheck, type GatherContext, type Gatherer, type Gatherers, type Outcome } from './gatherer';

export type GatherOptions = {
  gatherers: Gatherers;
  liveChecks: boolean;
  deadlineMs: number;
  logger: Logger;
  signal?: AbortSignal;
};

export type GatherResult = { collected: Partial<FactMap>; checks: CheckStatus[] };

type Base = { target: NormalizedTarget; lexical: LexicalFacts; now: Date };
type Lazy = { [K in CollectorId]: () => Promise<Outcome<FactMap[K]>> };

/**
 * Runs every check in parallel, each once, each with its own timeout, all under one deadline. Whatever
 * fails or runs out of time becomes an unavailable check; this function itself never rejects.
 */
export async function gatherFacts(base: Base, options: GatherOptions): Promise<GatherResult> {
  const deadline = startDeadline(options.deadlineMs, options.signal);
  const context: GatherContext = { ...base, outcome };

  // One memoised starter per check (spelled out so each keeps its own fact type).
  const lazy: Lazy = {
    dns: once(() => start('dns')),
    tls: once(() => start('tls')),
    rdap: once(() => start('rdap')),
    page: once(() => start('page')),
    feeds: once(() => start('feeds')),
    'redirect-feeds': once(() => start('redirect-feeds')),
    popularity: once(() => start('popularity')),
    'safe-browsing': once(() => start('safe-browsing')),
    'web-risk': once(() => start('web-risk')),
    community: once(() => start('community')),
  };

  function outcome<K extends CollectorId>(id: K): Promise<Outcome<FactMap[K]>> {
    return lazy[id]();
  }

  function start<K extends CollectorId>(id: K): Promise<Outcome<FactMap[K]>> {
    return Promise.race([attempt(options.gatherers[id]), deadline.reached]);
  }

  async function attempt<K extends CollectorId>(gatherer: Gatherer<K> | null): Promise<Outcome<FactMap[K]>> {
    if (gatherer === null) return { status: 'skipped', detail: 'not configured' };
    if (gatherer.isLive && !options.liveChecks) return { status: 'skipped', detail: 'live checks are off' };
    try {
      await Promise.all((gatherer.after ?? []).map((id) => outcome(id)));
      return { status: 'ok', value: await withTimeout(gatherer.run(context), gatherer.timeoutMs) };
    } catch (error) {
      const failed = describeFailure(error);
      if (failed.status === 'unavailable') {
        options.logger.debug(
          { err: error, check: gatherer.id, host: base.target.hostname },
          'Check unavailable',
        );
      }
      return failed;
    }
  }

  const collected: Partial<FactMap> = {};
  async function settle<K extends CollectorId>(id: K): Promise<CheckStatus> {
    const result = await outcome(id);
    if (result.status !== 'ok') return { id, status: result.status, detail: result.detail };
    collected[id] = result.value;
    return { id, status: 'ok' };
  }
  try {
    const checks = await Promise.all(COLLECTOR_IDS.map((id) => settle(id)));
    return { collected, checks };
  } finally {
    deadline.stop();
  }
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

class CheckTimeout extends Error {}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Details are shown on the result page: short, and never an internal error message.
const COLLECTOR_DETAIL: Record<CollectorError['code'], string> = {
  timeout: 'timed out',
  blocked: 'refused by the safety rules for fetching',
  unreachable: 'could not be reached',
  too_large: 'the answer was too large',
  invalid_response: 'gave an unexpected answer',
  not_applicable: 'does not apply to this address',
  resolver_broken:
    "the DNS resolver could not find well-known names either, so its 'no such domain' answer was not used",
};

function describeFailure(error: unknown): Outcome<never> {
  if (error instanceof SkipCheck) return { status: 'skipped', detail: error.message };
  if (error instanceof CheckTimeout) return { status: 'unavailable', detail: 'timed out' };
  if (error instanceof CollectorError) {
    const detail = COLLECTOR_DETAIL[error.code];
    return error.code === 'not_applicable'
      ? { status: 'skipped', detail }
      : { status: 'unavailable', detail };
  }
  return { status: 'unavailable', detail: 'failed' };
}
