// Builds the engine and its feed/popularity schedulers from configuration. The container calls this
// once; tests and the benchmark call it with their own fetcher (e.g. one trusting a test certificate).
import ipaddr from 'ipaddr.js';
import type { AiProvider } from '../ai/ai-provider';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import {
  createDnsServerResolveHost,
  createSafeFetcher,
  isPublicAddress,
  type SafeFetcher,
  type TlsClientOptions,
} from '../lib/safe-fetch';
import type { Storage } from '../storage/ports';
import {
  createDnsCollector,
  createWebRiskClient,
  createPageCollector,
  createRdapCollector,
  createSafeBrowsingClient,
  createTlsCollector,
  parseOpenPhish,
  parsePhishTankCsv,
  parseUrlhausText,
} from './collectors';
import {
  createFeedScheduler,
  createPopularityScheduler,
  systemClock as schedulerClock,
  type FeedSource,
  type JobGate,
  type PeriodicJobs,
} from '../jobs';
import { bundledPopularitySnapshot, type PopularitySnapshot } from './data/popularity-snapshot';
import { DEFAULT_CHECK_TIMEOUTS, type CommunityStore, type EngineCollectors } from './gather/build-gatherers';
import { createEngine, type Engine } from './run-analysis';

type EngineConfig = Config['engine'];

export type EngineServices = {
  fetcher: SafeFetcher;
  engine: Engine;
  /** Threat feeds into storage; started by main.ts when live checks are on. */
  feedJobs: PeriodicJobs;
  /** The popularity list into storage; started by main.ts when live checks are on. */
  popularityJobs: PeriodicJobs;
};

export type EngineServicesOptions = {
  config: EngineConfig;
  storage: Pick<Storage, 'feeds' | 'popularity'>;
  /** Community comments for the community-reports signal; without it that check is not configured. */
  community?: CommunityStore;
  clock: { now(): Date };
  logger: Logger;
  fetcher?: SafeFetcher;
  /** The popularity list used until one is downloaded; the shipped snapshot unless a test passes its own. */
  bundledPopularity?: PopularitySnapshot | null;
  /** Writes report summaries; without it the engine uses its template. */
  ai?: Pick<AiProvider, 'explain'>;
  /** Read on every analysis: false turns live checks off at run time (the admin's flag). */
  isLiveChecksOn?: () => boolean;
  /** Makes each download run once per cluster, not once per replica (jobs/job-gate.ts). */
  jobGate?: JobGate;
};

/** Public addresses, plus the exact ones SSRF_ALLOW_ADDRESSES names (development and tests only). */
export function addressPolicy(config: EngineConfig): (ip: string) => boolean {
  const allowed = new Set(config.fetch.allowAddresses.map(canonicalIp));
  if (allowed.size === 0) return isPublicAddress;
  return (ip) => allowed.has(canonicalIp(ip)) || isPublicAddress(ip);
}

/** The SSRF-safe fetcher for user URLs, with the configured DNS servers, allowed ports and addresses. */
export function createEngineFetcher(config: EngineConfig, tls?: TlsClientOptions): SafeFetcher {
  return createSafeFetcher({
    resolveHost:
      config.dnsServers.length > 0 ? createDnsServerResolveHost({ servers: config.dnsServers }) : undefined,
    isAddressAllowed: addressPolicy(config),
    allowedPorts: config.fetch.allowedPorts,
    tls,
  });
}

export function createEngineServices(options: EngineServicesOptions): EngineServices {
  const { config, storage, clock, logger } = options;
  const fetcher = options.fetcher ?? createEngineFetcher(config);
  const engine = createEngine({
    collectors: createCollectors(config, fetcher),
    storage: {
      feeds: storage.feeds,
      popularity: storage.popularity,
      bundledPopularity:
        options.bundledPopularity === undefined
          ? bundledPopularitySnapshot()
          : (options.bundledPopularity ?? undefined),
      community: options.community,
    },
    config: { liveChecks: config.liveChecks, analysisDeadlineMs: config.analysisDeadlineMs },
    clock,
    logger,
    ai: options.ai,
    isLiveChecksOn: options.isLiveChecksOn,
    isPublicAddress: addressPolicy(config),
  });
  const jobClock = {
    now: () => clock.now(),
    setTimer: (callback: () => void, ms: number) => schedulerClock.setTimer(callback, ms),
  };
  const onError = (error: unknown, source: string) =>
    logger.warn({ err: error, source }, 'List download failed');
  return {
    fetcher,
    engine,
    feedJobs: createFeedScheduler({
      sources: feedSources(config),
      store: storage.feeds,
      clock: jobClock,
      onError,
      gate: options.jobGate,
    }),
    popularityJobs: createPopularityScheduler({
      url: config.popularity.listUrl,
      intervalMs: config.popularity.refreshHours * 60 * 60 * 1000,
      store: storage.popularity,
      clock: jobClock,
      onError,
      gate: options.jobGate,
    }),
  };
}

function createCollectors(config: EngineConfig, fetcher: SafeFetcher): EngineCollectors {
  const timeouts = DEFAULT_CHECK_TIMEOUTS;
  const { apiKey, url } = config.safeBrowsing;
  return {
    dns: createDnsCollector({
      servers: config.dnsServers.length > 0 ? config.dnsServers : undefined,
      timeoutMs: timeouts.dns,
      canaryNames: config.dnsCanaryNames,
    }),
    tls: {
      collect: (hostname, port) =>
        createTlsCollector({ fetcher, port, timeoutMs: timeouts.tls }).collect(hostname),
    },
    rdap: createRdapCollector({ fetcher, bootstrapUrl: config.rdapBootstrapUrl, timeoutMs: timeouts.rdap }),
    page: createPageCollector({ fetcher, timeoutMs: timeouts.page }),
    safeBrowsing:
      apiKey === null
        ? null
        : createSafeBrowsingClient({ apiKey, baseUrl: url, timeoutMs: timeouts['safe-browsing'] }),
    webRisk:
      config.webRisk.apiKey === null
        ? null
        : createWebRiskClient({
            apiKey: config.webRisk.apiKey,
            url: config.webRisk.url,
            timeoutMs: timeouts['web-risk'],
          }),
  };
}

/** OpenPhish and URLhaus always; PhishTank when its (keyed) URL is configured. */
function feedSources(config: EngineConfig): FeedSource[] {
  const intervalMs = config.feeds.refreshMinutes * 60 * 1000;
  const sources: FeedSource[] = [
    { name: 'openphish', url: config.feeds.openPhishUrl, parse: parseOpenPhish, intervalMs },
    { name: 'urlhaus', url: config.feeds.urlhausUrl, parse: parseUrlhausText, intervalMs },
  ];
  if (config.feeds.phishTankUrl !== null) {
    sources.push({ name: 'phishtank', url: config.feeds.phishTankUrl, parse: parsePhishTankCsv, intervalMs });
  }
  return sources;
}

function canonicalIp(ip: string): string {
  return ipaddr.isValid(ip) ? ipaddr.process(ip).toString() : ip;
}
