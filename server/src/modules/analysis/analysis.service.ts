// Analysis as the API offers it: validate and normalise the input, serve a report younger than 24 hours
// from storage unless a rescan is asked for, share one run between concurrent requests for a target,
// store the new report. A URL with a path or query gets its own report, cached by URL and stored apart;
// the domain's report is always the analysis of the bare host (see url-scope.ts). Also the read side:
// stored domain report, recent list, statistics, search.
import {
  DomainReportSchema,
  type DomainReport,
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
import type { AnalysisRepository, StoredAnalysis, UrlAnalysisRepository } from '../../storage/ports';
import { createReportCache, type CachedReport, type ReportCache } from './report-cache';
import { singleFlight } from './single-flight';
import { siteInputOf, urlReportKey } from './url-scope';

export type AnalysisService = {
  /**
   * A bare host: the domain's report. A URL with a path or query: that URL's own report, after making
   * sure the domain's report exists (URL-level findings never reach it).
   */
  analyze(input: string, options?: AnalyzeOptions): Promise<AnalyzeResponse>;
  /** The latest stored report for a domain (any spelling: Unicode, punycode, www.); NOT_FOUND if none. */
  reportFor(domain: string): Promise<AnalyzeResponse>;
  recent(): Promise<RecentDomain[]>;
  statistics(): Promise<StatisticsResponse>;
  list(query: DomainListQuery): Promise<DomainListResponse>;
  /** A newer report of this hostname was stored (here or on another replica): drop the in-process copy. */
  forget(hostname: string): void;
};

export type AnalyzeOptions = {
  /** A rescan: run the engine even when a stored report is young enough. */
  fresh?: boolean;
  /**
   * Called once, before the engine runs for this request, and never when a stored report answers:
   * the caller's allowance (docs/allowances.md). A rejection stops the request before any work.
   */
  spend?: () => Promise<void>;
};

export type AnalysisServiceOptions = {
  engine: Engine;
  analyses: AnalysisRepository;
  urlAnalyses: UrlAnalysisRepository;
  clock: { now(): Date };
  /** How long a stored report is reused; a function is read on every request (the admin's cache TTL flag). */
  cacheTtlMs?: number | (() => number);
  /** In-process copy of recent reports in front of storage. */
  reportCache?: ReportCache;
  /** Told after a new report of a domain is stored (the serialized answers of report-responses.ts). */
  onDomainReportStored?: (hostname: string) => void;
};

export function createAnalysisService(options: AnalysisServiceOptions): AnalysisService {
  const { engine, analyses, urlAnalyses, clock, onDomainReportStored = () => {} } = options;
  const ttlOption = options.cacheTtlMs ?? REPORT_CACHE_TTL_MS;
  const cacheTtlMs = typeof ttlOption === 'number' ? () => ttlOption : ttlOption;
  // Domain reports and URL reports: each with its own in-process cache in front of its own storage.
  const domains: ReportStore = {
    name: 'domain',
    memory: options.reportCache ?? createReportCache(),
    load: (hostname) => analyses.latestByDomain(hostname),
    save: async (report) => {
      const stored = await analyses.insert({
        ...rowOf(report),
        registrableDomain: report.registrableDomain ?? report.domain,
      });
      return stored.id;
    },
    stored: onDomainReportStored,
  };
  const urls: ReportStore = {
    name: 'url',
    memory: createReportCache(),
    load: (url) => urlAnalyses.latestByUrl(url),
    save: async (report, url) => (await urlAnalyses.insert({ ...rowOf(report), url })).id,
    stored: () => {},
  };
  // Two layers: concurrent reads of storage share one query, and every request that needs the engine
  // (a rescan, or a miss racing a run) joins the run already under way for its target.
  const runs = singleFlight<AnalyzeResponse>();
  const lookups = singleFlight<CachedReport | null>();

  function run(store: ReportStore, key: string, target: NormalizedTarget): Promise<AnalyzeResponse> {
    return runs(`${store.name}:${key}`, async () => {
      const report = await engine.analyze(target);
      const id = await store.save(report, key);
      store.memory.set(key, { id, report });
      store.stored(key);
      return { ...report, id, cached: false };
    });
  }

  async function latest(store: ReportStore, key: string): Promise<CachedReport | null> {
    const remembered = store.memory.get(key);
    if (remembered !== undefined) return remembered;
    const stored = await store.load(key);
    const parsed = stored === null ? null : parseStored(stored);
    if (parsed !== null) store.memory.set(key, parsed);
    return parsed;
  }

  /** The stored report while younger than the TTL, else null. */
  async function young(store: ReportStore, key: string): Promise<AnalyzeResponse | null> {
    const cached = await lookups(`${store.name}:${key}`, () => latest(store, key));
    if (cached === null) return null;
    const age = clock.now().getTime() - Date.parse(cached.report.createdAt);
    return age < cacheTtlMs() ? { ...cached.report, id: cached.id, cached: true } : null;
  }

  /**
   * A rescan runs the engine; otherwise the stored report while younger than the TTL, else a new run.
   * Concurrent misses each spend, then join one run of the engine.
   */
  async function reportIn(
    store: ReportStore,
    key: string,
    target: NormalizedTarget,
    { fresh, spend }: { fresh: boolean; spend: () => Promise<void> },
  ): Promise<AnalyzeResponse> {
    const stored = fresh ? null : await young(store, key);
    if (stored !== null) return stored;
    await spend();
    return run(store, key, target);
  }

  return {
    async analyze(input, { fresh = false, spend = async () => {} } = {}) {
      const target = normalizeTarget(validated(input));
      const url = urlReportKey(target);
      const spendOnce = once(spend);
      if (url === null) return reportIn(domains, target.hostname, target, { fresh, spend: spendOnce });
      // A rescan of a URL renews the URL's report; the domain's report is only made when missing or
      // stale, from the bare host, so nothing the URL adds can reach it. Either run spends one check.
      const [report] = await Promise.all([
        reportIn(urls, url, target, { fresh, spend: spendOnce }),
        reportIn(domains, target.hostname, normalizeTarget(siteInputOf(target)), {
          fresh: false,
          spend: spendOnce,
        }),
      ]);
      return report;
    },

    async reportFor(domain) {
      const target = reportTarget(domain);
      const found = await latest(domains, target.hostname);
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

    forget: (hostname) => domains.memory.delete(hostname),

    async list({ q, band, sort, page, pageSize }) {
      const result = await analyses.list({ q, band, sort, page, pageSize });
      return {
        ...result,
        items: result.items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
      };
    },
  };
}

/** Where one kind of report lives: a short-lived in-process copy in front of storage. */
type ReportStore = {
  name: 'domain' | 'url';
  memory: ReportCache;
  load(key: string): Promise<Pick<StoredAnalysis, 'id' | 'report'> | null>;
  /** Stores the report under its key and answers its id. */
  save(report: DomainReport, key: string): Promise<string>;
  /** After a new report is stored and remembered. */
  stored(key: string): void;
};

function rowOf(report: DomainReport) {
  const { domain, score, band } = report;
  return { domain, score, band, report, createdAt: new Date(report.createdAt) };
}

function validated(input: string): string {
  const result = validateDomainInput(input);
  if (!result.ok) throw new AppError('VALIDATION_FAILED', result.message);
  return result.value;
}

/**
 * A domain's report as the result page's address names it (any spelling: Unicode, punycode, www.);
 * its `hostname` is the key the report is stored and remembered under. 400 when it names none.
 */
export function reportTarget(domain: string): NormalizedTarget {
  return normalizeTarget(validatedReportKey(domain));
}

/** A report key as the result page's address carries it: a domain, or the IP address a URL named. */
function validatedReportKey(key: string): string {
  const trimmed = key.trim();
  const asUrl = trimmed.includes(':') ? `http://[${trimmed}]/` : `http://${trimmed}/`;
  const isIp = /^[\d.]+$|:/.test(trimmed) && validateDomainInput(asUrl).ok;
  return isIp ? asUrl : validated(trimmed);
}

/** A stored report written by an older engine may no longer match the schema: then it is not served. */
function parseStored(stored: Pick<StoredAnalysis, 'id' | 'report'>): CachedReport | null {
  const parsed = DomainReportSchema.safeParse(stored.report);
  return parsed.success ? { id: stored.id, report: parsed.data } : null;
}

/** One call's promise shared by every later call. */
function once(work: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | undefined;
  return () => (started ??= work());
}
