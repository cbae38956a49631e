import { resolve } from 'node:path';
import { z } from 'zod';
import { databaseUrlField, toStorageConfig } from './config/database-url';
import {
  commaListField,
  dnsServersField,
  hostNamesField,
  httpUrlField,
  intField,
  ipListField,
  oneOfField,
  onOffField,
  optionalHttpUrlField,
  optionalStringField,
  portListField,
  redisUrlField,
  secretField,
  stringField,
} from './config/env-fields';
import { authIssues, buildAuthConfig } from './config/auth-config';
import { MIN_SESSION_SECRET_LENGTH, resolveSessionSecret } from './config/session-secret';
import { findServerPackageRoot } from './lib/package-root';

/** The only reader of process.env: every server variable, its default and its rules live here. */

export type { StorageConfig } from './config/database-url';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const DEFAULT_FETCH_PORTS = [80, 443, 8080, 8443];

/** Names any working resolver finds (DNS_CANARY_NAMES): when they fail too, NXDOMAIN is not evidence. */
const DEFAULT_DNS_CANARY_NAMES = ['google.com', 'cloudflare.com', 'wikipedia.org'];

const EnvSchema = z.object({
  NODE_ENV: oneOfField(['development', 'production', 'test'], 'development'),
  PORT: intField(5000, { max: 65535 }),
  HOST: stringField('0.0.0.0'),
  DATABASE_URL: databaseUrlField(),
  DATA_DIR: stringField('./.data'),
  SESSION_SECRET: secretField(MIN_SESSION_SECRET_LENGTH),
  PUBLIC_URL: httpUrlField('http://localhost:5000', { originOnly: true }),
  LOG_LEVEL: oneOfField(LOG_LEVELS, 'info'),
  TRUST_PROXY: intField(0, { max: 10 }),
  ALLOWED_ORIGINS: commaListField(),
  SMTP_ALLOWED_HOSTS: commaListField(),
  WEB_DIST_DIR: optionalStringField(),
  LIVE_CHECKS: onOffField(true),
  ANALYSIS_DEADLINE_MS: intField(8000, { min: 100, max: 120_000 }),
  DNS_SERVERS: dnsServersField(),
  DNS_CANARY_NAMES: hostNamesField(DEFAULT_DNS_CANARY_NAMES),
  RDAP_BOOTSTRAP_URL: httpUrlField('https://data.iana.org/rdap/dns.json'),
  FEED_OPENPHISH_URL: httpUrlField('https://openphish.com/feed.txt'),
  FEED_URLHAUS_URL: httpUrlField('https://urlhaus.abuse.ch/downloads/text_online/'),
  FEED_PHISHTANK_URL: optionalHttpUrlField(),
  SAFE_BROWSING_API_KEY: optionalStringField(),
  SAFE_BROWSING_URL: httpUrlField('https://safebrowsing.googleapis.com/v4/threatMatches:find'),
  WEB_RISK_API_KEY: optionalStringField(),
  WEB_RISK_URL: httpUrlField('https://webrisk.googleapis.com/v1/uris:search'),
  POPULARITY_LIST_URL: httpUrlField('https://tranco-list.eu/top-1m.csv.zip'),
  FEED_REFRESH_MINUTES: intField(60, { min: 1, max: 10_080 }),
  POPULARITY_REFRESH_HOURS: intField(24, { min: 1, max: 8_760 }),
  GOOGLE_CLIENT_ID: optionalStringField(),
  GOOGLE_CLIENT_SECRET: optionalStringField(),
  GOOGLE_AUTH_URL: httpUrlField('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrlField('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: httpUrlField('https://openidconnect.googleapis.com/v1/userinfo'),
  ADMIN_EMAILS: commaListField(),
  DEV_LOGIN: onOffField(false),
  LOGIN_RATE_LIMIT: intField(20, { min: 1, max: 100_000 }),
  REDIS_URL: redisUrlField(),
  SSRF_ALLOW_ADDRESSES: ipListField(),
  FETCH_ALLOWED_PORTS: portListField(DEFAULT_FETCH_PORTS),
  OPENAI_API_KEY: optionalStringField(),
  OPENAI_BASE_URL: optionalHttpUrlField(),
  OPENAI_MODEL: stringField('gpt-4o-mini'),
  OPENAI_VISION_MODEL: optionalStringField(),
  AI_TIMEOUT_MS: intField(20_000, { min: 500, max: 120_000 }),
  AI_EXPLAIN_TIMEOUT_MS: intField(5_000, { min: 200, max: 60_000 }),
  AI_MAX_RETRIES: intField(1, { max: 5 }),
  CHAT_RATE_LIMIT_PER_HOUR: intField(60, { min: 1, max: 100_000 }),
  OCR_WORKERS: intField(1, { min: 1, max: 8 }),
  OCR_WARM_ON_START: onOffField(false),
  OCR_IDLE_SECONDS: intField(60, { max: 86_400 }),
  AI_VISION_TIMEOUT_MS: intField(15_000, { min: 500, max: 120_000 }),
});
type Env = z.infer<typeof EnvSchema>;

/** Where `pnpm dev` serves the web app (Vite), which forwards API calls to this server. */
const DEV_WEB_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

// Let the engine reach loopback sites in tests and benchmarks; a production server never may.
const DEV_ONLY_VARIABLES = ['SSRF_ALLOW_ADDRESSES', 'FETCH_ALLOWED_PORTS'] as const;

export type Config = ReturnType<typeof buildConfig>;
export type EngineConfig = Config['engine'];
export type AiConfig = Config['ai'];
export type ImagesConfig = Config['images'];

/** Carries every bad variable at once, so one restart fixes them all. */
export class ConfigError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(`Invalid configuration: ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  for (const name of DEV_ONLY_VARIABLES) {
    if (env.NODE_ENV?.trim() === 'production' && (env[name]?.trim() ?? '') !== '') {
      issues.push(`${name} is for development and tests only and is refused when NODE_ENV=production`);
    }
  }
  issues.push(...authIssues(env));
  if (env.NODE_ENV?.trim() === 'production' && (env.SESSION_SECRET?.trim() ?? '') === '') {
    issues.push(
      `SESSION_SECRET is required when NODE_ENV=production (at least ${MIN_SESSION_SECRET_LENGTH} characters)`,
    );
  }
  if (!parsed.success || issues.length > 0) throw new ConfigError(issues);
  const vars = parsed.data;
  const session = resolveSessionSecret({
    provided: vars.SESSION_SECRET,
    dataDir: vars.DATABASE_URL.adapter === 'pglite-memory' ? null : resolve(vars.DATA_DIR),
  });
  if (!session.ok) throw new ConfigError([`SESSION_SECRET ${session.message}`]);
  return buildConfig(vars, session.secret, (env.PUBLIC_URL?.trim() ?? '') !== '');
}

function buildConfig(vars: Env, sessionSecret: string, isPublicUrlSet = true) {
  const isProduction = vars.NODE_ENV === 'production';
  const isSecure = vars.PUBLIC_URL.startsWith('https:');
  const dataDir = resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    isProduction,
    logLevel: vars.LOG_LEVEL,
    dataDir,
    storage: toStorageConfig(vars.DATABASE_URL, dataDir, vars.DATA_DIR),
    http: {
      port: vars.PORT,
      host: vars.HOST,
      publicUrl: vars.PUBLIC_URL,
      /** False when PUBLIC_URL is the default: the extension download then points at the origin it came from. */
      isPublicUrlSet,
      /** Exact number of proxy hops; 0 means X-Forwarded-* headers are ignored. */
      trustProxy: vars.TRUST_PROXY,
      webDistDir: resolve(vars.WEB_DIST_DIR ?? resolve(findServerPackageRoot(), '..', 'web', 'dist')),
    },
    auth: buildAuthConfig(vars, vars.PUBLIC_URL),
    /** SMTP hosts the alert sender may reach even when they are local or private (a relay next door). */
    email: { allowedHosts: vars.SMTP_ALLOWED_HOSTS },
    /** Where quota and sign-in counters live: Redis shared by replicas, or this process's memory. */
    rateLimits: { redisUrl: vars.REDIS_URL },
    session: {
      secret: sessionSecret,
      // Browsers refuse a __Host- cookie without Secure, so the prefix also needs an https origin.
      cookieName: isProduction && isSecure ? '__Host-sid' : 'sid',
      isSecure,
      /**
       * Origins whose pages may make signed-in state-changing requests: PUBLIC_URL's, ALLOWED_ORIGINS,
       * and in development the Vite dev server's (the extension's fixed origin is added where checked).
       */
      allowedOrigins: [
        new URL(vars.PUBLIC_URL).origin,
        ...vars.ALLOWED_ORIGINS,
        ...(vars.NODE_ENV === 'development' ? DEV_WEB_ORIGINS : []),
      ],
    },
    engine: {
      liveChecks: vars.LIVE_CHECKS,
      analysisDeadlineMs: vars.ANALYSIS_DEADLINE_MS,
      dnsServers: vars.DNS_SERVERS,
      /** Names that must resolve before an NXDOMAIN counts as evidence; empty trusts the resolver. */
      dnsCanaryNames: vars.DNS_CANARY_NAMES,
      rdapBootstrapUrl: vars.RDAP_BOOTSTRAP_URL,
      feeds: {
        openPhishUrl: vars.FEED_OPENPHISH_URL,
        urlhausUrl: vars.FEED_URLHAUS_URL,
        phishTankUrl: vars.FEED_PHISHTANK_URL,
        refreshMinutes: vars.FEED_REFRESH_MINUTES,
      },
      /** Safe Browsing v4 is for non-commercial use; Web Risk is Google's commercial lookup. */
      safeBrowsing: { apiKey: vars.SAFE_BROWSING_API_KEY, url: vars.SAFE_BROWSING_URL },
      webRisk: { apiKey: vars.WEB_RISK_API_KEY, url: vars.WEB_RISK_URL },
      popularity: { listUrl: vars.POPULARITY_LIST_URL, refreshHours: vars.POPULARITY_REFRESH_HOURS },
      fetch: {
        /** Exact non-public IPs user-URL fetches may reach (loopback test sites); empty in production. */
        allowAddresses: vars.SSRF_ALLOW_ADDRESSES,
        allowedPorts: vars.FETCH_ALLOWED_PORTS,
      },
    },
    ai: {
      // Setting a key is the switch: no key means the offline provider, which needs no network.
      provider: vars.OPENAI_API_KEY === null ? ('offline' as const) : ('openai' as const),
      openai: {
        apiKey: vars.OPENAI_API_KEY,
        /** null => the SDK's default, https://api.openai.com/v1. */
        baseUrl: vars.OPENAI_BASE_URL,
        model: vars.OPENAI_MODEL,
        visionModel: vars.OPENAI_VISION_MODEL ?? vars.OPENAI_MODEL,
        /** Per attempt, for the assistant's replies. */
        timeoutMs: vars.AI_TIMEOUT_MS,
        /** Per attempt, for report summaries, which run inside an analysis' deadline. */
        explainTimeoutMs: vars.AI_EXPLAIN_TIMEOUT_MS,
        maxRetries: vars.AI_MAX_RETRIES,
      },
      chatRateLimitPerHour: vars.CHAT_RATE_LIMIT_PER_HOUR,
    },
    images: {
      /** tesseract.js workers; each reads one image at a time and holds 50–120 MB while loaded. */
      ocrWorkers: vars.OCR_WORKERS,
      /** Load the workers when the server starts instead of on the first upload. */
      warmOnStart: vars.OCR_WARM_ON_START,
      /** Terminate the workers after this long without an image (0: keep them loaded). */
      ocrIdleMs: vars.OCR_IDLE_SECONDS * 1000,
      /** Per attempt, for the vision model reading an upload (OpenAI provider only). */
      visionTimeoutMs: vars.AI_VISION_TIMEOUT_MS,
    },
  };
}
