import type { OnUnavailable } from '@scamcheck/shared';
import type { AiProvider } from './ai/ai-provider';
import { createAiProvider } from './ai/create-ai-provider';
import type { Cluster } from './cluster/cluster';
import { openCluster } from './cluster/open-cluster';
import {
  announcingNewReports,
  createReportInvalidation,
  type ReportInvalidation,
} from './cluster/report-invalidation';
import type { Config } from './config';
import { createJobGate, type PeriodicJobs } from './jobs';
import { createEngineServices } from './engine/engine-services';
import type { Engine } from './engine/run-analysis';
import type { SafeFetcher } from './lib/safe-fetch';
import { createAnalysisService, type AnalysisService } from './modules/analysis/analysis.service';
import { createReportResponses, type ReportResponses } from './modules/analysis/report-responses';
import { createUnwrapService, type UnwrapService } from './modules/unwrap/unwrap.service';
import { openRateLimits, type RateLimits } from './http/rate-limits';
import { createImageAnalyzer, type VisionReader } from './images/image-analyzer';
import type { ImageReader } from './images/ocr/image-reader';
import { createImageReaderProcess } from './images/ocr/image-reader-process';
import { systemClock, type Clock } from './lib/clock';
import { createLogger, type Logger } from './lib/logger';

export { systemClock, type Clock };
import { createMessageAnalyzer, type MessageAnalyzer } from './messages/message-analyzer';
import { createImageService, type ImageService } from './modules/images/images.service';
import { createAlertingServices, type AlertingServices } from './modules/admin-email/alerting-services';
import { createCommentsService, type CommentsService } from './modules/comments/comments.service';
import { createFeatureFlags, defaultFeatures, type FeatureFlags } from './settings/feature-flags';
import { withAiProviderFlag } from './settings/flagged-ai-provider';
import { openStorage } from './storage/open-storage';
import type { Storage } from './storage/ports';

/**
 * The composition root: everything the app needs, built once from the configuration. Features add
 * their services here (engine, feeds, ai…) and receive them from here; nothing else picks adapters.
 */
export type Container = {
  config: Config;
  logger: Logger;
  storage: Storage;
  clock: Clock;
  startedAt: Date;
  /**
   * What replicas share: job locks and broadcasts (PostgreSQL with DATABASE_URL=postgres://, else
   * Redis with REDIS_URL, else this process alone). docs/operations.md.
   */
  cluster: Cluster;
  /** "This domain has a new report", on every replica: report caches subscribe to drop their copy. */
  reportInvalidation: ReportInvalidation;
  /** Plan quotas and sign-in attempt counters (memory, or Redis with REDIS_URL). */
  rateLimits: RateLimits;
  /** The SSRF-safe fetcher for user-supplied URLs (tests pass one that trusts their certificate). */
  fetcher: SafeFetcher;
  engine: Engine;
  /** The assistant and report summaries: offline, or an OpenAI-compatible model when OPENAI_API_KEY is set. */
  ai: AiProvider;
  analysis: AnalysisService;
  /** Stored reports as the bytes GET /api/domain/:domain sends, answered before the session middleware. */
  reportResponses: ReportResponses;
  unwrap: UnwrapService;
  /** Threat-feed and popularity downloads; main.ts starts them when live checks are on. */
  engineJobs: { feeds: PeriodicJobs; popularity: PeriodicJobs };
  /** tesseract.js workers for image analysis: started on first use (or by main.ts), stopped when idle. */
  ocr: ImageReader;
  images: ImageService;
  /** Pasted messages (the website's message tab, the extension's selected text, the assistant). */
  messages: MessageAnalyzer;
  /** Switches an admin flips at run time (live checks, AI, quotas, comments, banner, cache TTL). */
  featureFlags: FeatureFlags;
  /** Community comments on reports: listing, posting, abuse reports, moderation. */
  comments: CommentsService;
} & AlertingServices;

const HOUR_MS = 60 * 60 * 1000;

export async function createContainer(
  config: Config,
  overrides: Partial<Container> = {},
): Promise<Container> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const clock = overrides.clock ?? systemClock;
  const storage =
    overrides.storage ??
    (await openStorage(config.storage, {
      onBackgroundError: (error) => logger.error({ err: error }, 'Database connection error'),
    }));
  const rateLimits =
    overrides.rateLimits ??
    (await openRateLimits(config, (error) => logger.warn({ err: error }, 'Redis connection error')).catch(
      async (error: unknown) => {
        await storage.close();
        throw error;
      },
    ));
  const cluster =
    overrides.cluster ??
    (await openCluster(config, (error) => logger.warn({ err: error }, 'Replica coordination error')).catch(
      async (error: unknown) => {
        await rateLimits.close();
        await storage.close();
        throw error;
      },
    ));
  const reportInvalidation = createReportInvalidation(cluster, (error) =>
    logger.warn({ err: error }, 'Report cache invalidation failed'),
  );
  const featureFlags =
    overrides.featureFlags ??
    createFeatureFlags({ settings: storage.settings, defaults: defaultFeatures(config), logger, cluster });
  await featureFlags.refresh();
  featureFlags.start();
  const alerting = createAlertingServices({ config, storage, clock, logger, sendMail: overrides.sendMail });
  const reportResponses = createReportResponses();
  const comments = createCommentsService({
    comments: storage.comments,
    clock,
    isEnabled: () => featureFlags.current().comments,
    alerts: alerting.alerts,
  });
  const ai = withAiProviderFlag(
    overrides.ai ?? createAiProvider(config.ai, logger),
    () => featureFlags.current().aiProvider,
  );
  const engineServices = createEngineServices({
    config: config.engine,
    storage,
    clock,
    logger,
    fetcher: overrides.fetcher,
    ai,
    isLiveChecksOn: () => featureFlags.current().liveChecks,
    jobGate: createJobGate({
      cluster,
      settings: storage.settings,
      clock,
      onError: (error) => logger.warn({ err: error }, 'Recording a list download failed'),
    }),
    // Analyses read the stored comments directly: the service's summary cache is for report views.
    community: {
      summary: async (domain) => (featureFlags.current().comments ? storage.comments.summary(domain) : null),
    },
  });
  const engine = overrides.engine ?? engineServices.engine;
  const ocr =
    overrides.ocr ??
    createImageReaderProcess({ size: config.images.ocrWorkers, idleMs: config.images.ocrIdleMs });
  const analysis = createAnalysisService({
    engine,
    analyses: announcingNewReports(storage.analyses, reportInvalidation),
    urlAnalyses: storage.urlAnalyses,
    clock,
    cacheTtlMs: () => featureFlags.current().cacheTtlHours * HOUR_MS,
    onDomainReportStored: (hostname) => reportResponses.forget(hostname),
  });
  // A report stored on any replica (this one included) makes every replica read and send it anew.
  reportInvalidation.subscribe((domain) => {
    analysis.forget(domain);
    reportResponses.forget(domain);
  });
  // One analyzer (one copy of the message model) for pasted messages and screenshot text alike.
  // A check that throws is listed as not checked in the result; its error goes to the log.
  const onUnavailable: OnUnavailable = (outcome, error) =>
    logger.error({ err: error, check: outcome.id, kind: outcome.kind }, 'Check threw');
  const messages = overrides.messages ?? createMessageAnalyzer({ onUnavailable });
  return {
    config,
    logger,
    storage,
    cluster,
    reportInvalidation,
    clock,
    startedAt: clock.now(),
    rateLimits,
    fetcher: engineServices.fetcher,
    engine,
    analysis,
    reportResponses,
    unwrap: createUnwrapService({ fetcher: engineServices.fetcher }),
    engineJobs: { feeds: engineServices.feedJobs, popularity: engineServices.popularityJobs },
    ocr,
    ...alerting,
    comments,
    images:
      overrides.images ??
      createImageService({
        analyzer: createImageAnalyzer({
          ocr,
          provider: ai.kind,
          readVision: visionReader(ai, config),
          messages,
          onUnavailable,
        }),
        imageAnalyses: storage.imageAnalyses,
        clock,
        logger,
      }),
    messages,
    ...overrides,
    // After the overrides: a test's AI provider is still subject to the admin's switch.
    ai,
    featureFlags,
  };
}

/** The AI provider's vision capability, when it has one, bounded by the image timeout. */
function visionReader(ai: AiProvider, config: Config): VisionReader | undefined {
  const { analyzeImage } = ai;
  if (analyzeImage === undefined) return undefined;
  return (image, signal) => analyzeImage({ image, signal, timeoutMs: config.images.visionTimeoutMs });
}

/** Releases what the container opened; safe to call more than once. */
export async function closeContainer(container: Container): Promise<void> {
  container.featureFlags.stop();
  container.engineJobs.feeds.stop();
  container.engineJobs.popularity.stop();
  container.reportInvalidation.close();
  await container.rateLimits.close();
  await container.ocr.close();
  // Error events still being written go in before storage closes (alerts in flight are not waited for).
  await container.errorRecorder.flush();
  await container.cluster.close();
  await container.storage.close();
}
