// The engine (Lighthouse's "gather, then judge"): gather every fact once under the deadline, run the
// lexical and live signals on them, score with the shared weights, explain. A failed check or a throwing
// signal is listed as unavailable and never fails the analysis.
import {
  gatherLexicalFacts,
  runChecks,
  runLexicalSignals,
  type CheckStatus,
  type DomainReport,
  type Lookalike,
  type LexicalFacts,
  type NormalizedTarget,
  type OnUnavailable,
  type UnavailableOutcome,
} from '@scamcheck/shared';
import type { AiProvider } from '../ai/ai-provider';
import { applyExplanation } from '../ai/explanation/apply-explanation';
import { isPublicAddress } from '../lib/safe-fetch';
import type { Logger } from '../lib/logger';
import type { Signal } from './define-signal';
import { ENGINE_VERSION } from './engine-version';
import { explainWithTemplate, type ExplainReport } from './explain';
import type { CollectorId, GatheredFacts } from './facts';
import { gatherFacts } from './gather/gather-facts';
import {
  buildGatherers,
  DEFAULT_CHECK_TIMEOUTS,
  type EngineCollectors,
  type EngineStores,
} from './gather/build-gatherers';
import { toReportFacts } from './report-facts';
import { scoreReport } from './score-report';
import { SIGNALS } from './signals';

export type EngineOptions = {
  collectors: EngineCollectors;
  storage: EngineStores;
  config: {
    liveChecks: boolean;
    analysisDeadlineMs: number;
    checkTimeoutsMs?: Partial<Record<CollectorId, number>>;
  };
  clock: { now(): Date };
  logger: Logger;
  /** Read on every analysis: false turns live checks off at run time (the admin's flag). */
  isLiveChecksOn?: () => boolean;
  /** The fetcher's address rule, so DNS answers are judged the way fetching judges them. */
  isPublicAddress?: (ip: string) => boolean;
  explain?: ExplainReport;
  /**
   * Writes the summary from the findings and the page text: the template offline,
   * a model with OPENAI_API_KEY. Without it the template alone is used.
   */
  ai?: Pick<AiProvider, 'explain'>;
  signals?: readonly Signal[];
};

export type AnalyzeOptions = { signal?: AbortSignal };

export type Engine = {
  analyze(target: NormalizedTarget, options?: AnalyzeOptions): Promise<DomainReport>;
};

export function createEngine(options: EngineOptions): Engine {
  const { config, clock, logger } = options;
  const signals = options.signals ?? SIGNALS;
  const explain = options.explain ?? explainWithTemplate;
  const gatherers = buildGatherers({
    collectors: options.collectors,
    stores: options.storage,
    timeouts: { ...DEFAULT_CHECK_TIMEOUTS, ...config.checkTimeoutsMs },
    isPublicAddress: options.isPublicAddress ?? isPublicAddress,
  });

  async function analyze(target: NormalizedTarget, { signal }: AnalyzeOptions = {}): Promise<DomainReport> {
    const now = clock.now();
    const lexical = gatherLexicalFacts(target);
    const gathered = await gatherFacts(
      { target, lexical, now },
      {
        gatherers,
        liveChecks: config.liveChecks && (options.isLiveChecksOn?.() ?? true),
        deadlineMs: config.analysisDeadlineMs,
        logger,
        signal,
      },
    );
    const facts: GatheredFacts = { target, lexical, now, ...gathered.collected };
    const onUnavailable = logFailure(target);
    const lexicalChecks = runLexicalSignals(lexical, undefined, onUnavailable);
    const judged = runChecks(signals, facts, onUnavailable);
    const findings = [...lexicalChecks.hits, ...judged.hits];
    const report = {
      domain: target.hostname,
      unicodeDomain: target.unicodeHostname,
      registrableDomain: target.registrableDomain,
      url: /^https?:\/\//i.test(target.input) ? target.url : null,
      ...scoreReport(findings),
      findings: findings.sort((a, b) => a.points - b.points),
      facts: toReportFacts(facts),
      checks: [...gathered.checks, ...[...lexicalChecks.unavailable, ...judged.unavailable].map(notChecked)],
      lookalike: lookalikeOf(lexical),
      createdAt: now.toISOString(),
      engineVersion: ENGINE_VERSION,
    };
    return explainReport(report, facts.page?.visibleText ?? null, signal);
  }

  /** A signal that threw is logged with its error, and listed in the report as not checked. */
  function logFailure(target: NormalizedTarget): OnUnavailable {
    return (outcome, error) =>
      logger.error({ err: error, signal: outcome.id, host: target.hostname }, 'Signal threw');
  }

  /** The model may only reword and nudge the score within applyExplanation's bounds; any failure keeps the template. */
  async function explainReport(
    report: Omit<DomainReport, 'summary'>,
    pageText: string | null,
    signal: AbortSignal | undefined,
  ): Promise<DomainReport> {
    const templateSummary = await summarise(report);
    if (options.ai === undefined) return { ...report, summary: templateSummary };
    const explanation = await options.ai
      .explain({ report, templateSummary, pageText, signal })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'AI explanation failed; using the template');
        return null;
      });
    return explanation === null
      ? { ...report, summary: templateSummary }
      : applyExplanation(report, explanation);
  }

  async function summarise(report: Omit<DomainReport, 'summary'>): Promise<string> {
    try {
      return await explain(report);
    } catch (error) {
      logger.warn({ err: error }, 'Explanation failed; using the template');
      return explainWithTemplate(report);
    }
  }

  return { analyze };
}

function notChecked({ id, reason }: UnavailableOutcome): CheckStatus {
  return { id, status: 'unavailable', detail: reason };
}

function lookalikeOf({ lookalike }: LexicalFacts): Lookalike | null {
  if (lookalike === null) return null;
  return {
    brand: lookalike.brand.name,
    officialDomain: lookalike.officialDomain,
    technique: lookalike.technique,
  };
}
