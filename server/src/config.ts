import { resolve } from 'node:path';
import { z } from 'zod';
import { databaseUrlField, toStorageConfig } from './config/database-url';
import {
  dnsServersField,
  httpUrlField,
  intField,
  oneOfField,
  onOffField,
  optionalHttpUrlField,
  optionalStringField,
  secretField,
  stringField,
} from './config/env-fields';
import { MIN_SESSION_SECRET_LENGTH, resolveSessionSecret } from './config/session-secret';
import { findServerPackageRoot } from './lib/package-root';

/** The only reader of process.env: every server variable, its default and its rules live here. */

export type { StorageConfig } from './config/database-url';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
  WEB_DIST_DIR: optionalStringField(),
  LIVE_CHECKS: onOffField(true),
  ANALYSIS_DEADLINE_MS: intField(8000, { min: 100, max: 120_000 }),
  DNS_SERVERS: dnsServersField(),
  RDAP_BOOTSTRAP_URL: httpUrlField('https://data.iana.org/rdap/dns.json'),
  FEED_OPENPHISH_URL: httpUrlField('https://openphish.com/feed.txt'),
  FEED_URLHAUS_URL: httpUrlField('https://urlhaus.abuse.ch/downloads/text_online/'),
  FEED_PHISHTANK_URL: optionalHttpUrlField(),
  SAFE_BROWSING_API_KEY: optionalStringField(),
  SAFE_BROWSING_URL: httpUrlField('https://safebrowsing.googleapis.com/v4/threatMatches:find'),
  POPULARITY_LIST_URL: httpUrlField('https://tranco-list.eu/top-1m.csv.zip'),
  FEED_REFRESH_MINUTES: intField(60, { min: 1, max: 10_080 }),
  POPULARITY_REFRESH_HOURS: intField(24, { min: 1, max: 8_760 }),
});
type Env = z.infer<typeof EnvSchema>;

export type Config = ReturnType<typeof buildConfig>;
export type EngineConfig = Config['engine'];

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
  return buildConfig(vars, session.secret);
}

function buildConfig(vars: Env, sessionSecret: string) {
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
      /** Exact number of proxy hops; 0 means X-Forwarded-* headers are ignored. */
      trustProxy: vars.TRUST_PROXY,
      webDistDir: resolve(vars.WEB_DIST_DIR ?? resolve(findServerPackageRoot(), '..', 'web', 'dist')),
    },
    session: {
      secret: sessionSecret,
      // Browsers refuse a __Host- cookie without Secure, so the prefix also needs an https origin.
      cookieName: isProduction && isSecure ? '__Host-sid' : 'sid',
      isSecure,
    },
    engine: {
      liveChecks: vars.LIVE_CHECKS,
      analysisDeadlineMs: vars.ANALYSIS_DEADLINE_MS,
      dnsServers: vars.DNS_SERVERS,
      rdapBootstrapUrl: vars.RDAP_BOOTSTRAP_URL,
      feeds: {
        openPhishUrl: vars.FEED_OPENPHISH_URL,
        urlhausUrl: vars.FEED_URLHAUS_URL,
        phishTankUrl: vars.FEED_PHISHTANK_URL,
        refreshMinutes: vars.FEED_REFRESH_MINUTES,
      },
      safeBrowsing: { apiKey: vars.SAFE_BROWSING_API_KEY, url: vars.SAFE_BROWSING_URL },
      popularity: { listUrl: vars.POPULARITY_LIST_URL, refreshHours: vars.POPULARITY_REFRESH_HOURS },
    },
  };
}
