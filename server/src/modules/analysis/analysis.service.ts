// Domain analysis as the API offers it: validate and normalise the input, serve a report younger than
// 24 hours from storage unless a rescan is asked for, share one run between concurrent requests for a
// host, store the new report. Also the read side: stored report, recent list, statistics, search.
import {
  DomainReportSchema,
  normalizeTarget,
  REPORT_CACHE_TTL_MS,
  RECENT_DOMAINS_LIMIT,
  validateDomainInput,
  type AnalyzeResponse,
  type DomainListQuery,
  type DomainListResponse,
  type NormalizedTarget,
  type RecentDomain,
  type StatisticsResponse,
} from '@scamcheck/shared';
import type { Engine } from '../../engine/run-analysis';
import { AppError } from '../../http/app-error';
import type { AnalysisRepository, StoredAnalysis } from '../../storage/ports';
import { createReportCache, type CachedReport, type ReportCache } from './report-cache';
import { singleFlight } from './single-flight';

export type AnalysisService = {
  analyze(input: string, options?: { fresh?: boolean }): Promise<AnalyzeResponse>;
  /** The latest stored report for a domain (any spelling: Unicode, punycode, www.); NOT_FOUND if none. */
  reportFor(domain: string): Promise<AnalyzeResponse>;
  recent(): Promise<RecentDomain[]>;
  statistics(): Promise<StatisticsResponse>;
  list(query: DomainListQuery): Promise<DomainListResponse>;
};

export type AnalysisServiceOptions = {
  engine: Engine;
  analyses: AnalysisRepository;
  clock: { now(): Date };
  /** How long a stored report is reused; a function is read on every request (the admin's cache TTL flag). */
  cacheTtlMs?: number | (() => number);
  /** In-process copy of recent reports in front of storage. */
  reportCache?: ReportCache;
};

export function createAnalysisService(options: AnalysisServiceOptions): AnalysisService {
  const { engine, analyses, clock } = options;
  const ttlOption = options.cacheTtlMs ?? REPORT_CACHE_TTL_MS;
  const cacheTtlMs = typeof ttlOption === 'number' ? () => ttlOption : ttlOption;
  const memory = options.reportCache ?? createReportCache();
  // Two layers so a rescan joins a run already under way, and cached lookups racing a run never
  // start a second one.
  const runs = singleFlight<AnalyzeResponse>();
  const lookups = singleFlight<AnalyzeResponse>();

  function run(target: NormalizedTarget): Promise<AnalyzeResponse> {
    return runs(target.hostname, async () => {
      const report = await engine.analyze(target);
      const stored = await analyses.insert({
        domain: report.domain,
        registrableDomain: report.registrableDomain ?? report.domain,
        score: report.score,
        band: report.band,
        report,
        createdAt: new Date(report.createdAt),
      });
      memory.set(report.domain, { id: stored.id, report });
      return { ...report, id: stored.id, cached: false };
    });
  }

  async function latest(hostname: string): Promise<CachedReport | null> {
    const remembered = memory.get(hostname);
    if (remembered !== undefined) return remembered;
    const stored = await analyses.latestByDomain(hostname);
    const parsed = stored === null ? null : parseStored(stored);
    if (parsed !== null) memory.set(hostname, parsed);
    return parsed;
  }

  return {
    analyze(input, { fresh = false } = {}) {
      const target = normalizeTarget(validated(input));
      if (fresh) return run(target);
      return lookups(target.hostname, async () => {
        const cached = await latest(target.hostname);
        const age = cached === null ? Infinity : clock.now().getTime() - Date.parse(cached.report.createdAt);
        if (cached === null || age >= cacheTtlMs()) return run(target);
        return { ...cached.report, id: cached.id, cached: true };
      });
    },

    async reportFor(domain) {
      const target = normalizeTarget(validatedReportKey(domain));
      const found = await latest(target.hostname);
      if (found === null) throw new AppError('NOT_FOUND', `No analysis found for ${target.unicodeHostname}`);
      return { ...found.report, id: found.id, cached: true };
    },

    async recent() {
      const rows = await analyses.recent(RECENT_DOMAINS_LIMIT);
      return rows.map(({ id, domain, score, createdAt }) => ({
        id,
        domain,
        score,
        createdAt: createdAt.toISOString(),
      }));
    },

    statistics: () => analyses.statistics(clock.now()),

    async list({ q, band, sort, page, pageSize }) {
      const result = await analyses.list({ q, band, sort, page, pageSize });
      return {
        ...result,
        items: result.items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
      };
    },
  };
}

function validated(input: string): string {
  const result = validateDomainInput(input);
  if (!result.ok) throw new AppError('VALIDATION_FAILED', result.message);
  return result.value;
}

/** A report key as the result page's address carries it: a domain, or the IP address a URL named. */
function validatedReportKey(key: string): string {
  const trimmed = key.trim();
  const asUrl = trimmed.includes(':') ? `http://[${trimmed}]/` : `http://${trimmed}/`;
  const isIp = /^[\d.]+$|:/.test(trimmed) && validateDomainInput(asUrl).ok;
  return isIp ? asUrl : validated(trimmed);
}

/** A stored report written by an older engine may no longer match the schema: then it is not served. */
function parseStored(stored: StoredAnalysis): CachedReport | null {
  const parsed = DomainReportSchema.safeParse(stored.report);
  return parsed.success ? { id: stored.id, report: parsed.data } : null;
}
