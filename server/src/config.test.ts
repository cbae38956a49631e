import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { redactDatabaseUrl } from './config/database-url';

const tempDir = () => mkdtempSync(join(tmpdir(), 'scamcheck-config-'));
const memory = { DATABASE_URL: 'memory://' };

function issuesOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs with no configuration at all, on embedded PGlite in DATA_DIR', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      logLevel: 'info',
      storage: { adapter: 'pglite', dataDir },
      http: { port: 5000, host: '0.0.0.0', publicUrl: 'http://localhost:5000', trustProxy: 0 },
      session: { cookieName: 'sid', isSecure: false },
      engine: {
        liveChecks: true,
        analysisDeadlineMs: 8000,
        dnsServers: [],
        rdapBootstrapUrl: 'https://data.iana.org/rdap/dns.json',
        feeds: {
          openPhishUrl: 'https://openphish.com/feed.txt',
          urlhausUrl: 'https://urlhaus.abuse.ch/downloads/text_online/',
          phishTankUrl: null,
          refreshMinutes: 60,
        },
        safeBrowsing: { apiKey: null, url: 'https://safebrowsing.googleapis.com/v4/threatMatches:find' },
        popularity: { listUrl: 'https://tranco-list.eu/top-1m.csv.zip', refreshHours: 24 },
      },
    });
    expect(config.http.webDistDir).toMatch(/web[/\\]dist$/);
  });

  it('picks the storage adapter from DATABASE_URL', () => {
    expect(loadConfig(memory).storage).toEqual({
      adapter: 'pglite-memory',
      label: 'pglite in memory',
      target: 'memory://',
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://app:hunter2@db.internal:5432/scamcheck', DATA_DIR: tempDir() })
        .storage,
    ).toEqual({
      adapter: 'postgres',
      url: 'postgresql://app:hunter2@db.internal:5432/scamcheck',
      label: 'postgres at postgresql://app:***@db.internal:5432/scamcheck',
      target: 'postgresql://app:***@db.internal:5432/scamcheck',
    });
  });

  it('lists every bad variable at once, each with what was wrong', () => {
    expect(
      issuesOf({
        ...memory,
        PORT: 'http',
        LIVE_CHECKS: 'yes',
        LOG_LEVEL: 'loud',
        PUBLIC_URL: 'https://scamcheck.example/app',
        DNS_SERVERS: '1.1.1.1, dns.google',
        FEED_PHISHTANK_URL: 'ftp://feeds.example/list',
        TRUST_PROXY: '-1',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "http")',
      'PUBLIC_URL must be an origin such as https://scamcheck.example (got "https://scamcheck.example/app")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'TRUST_PROXY must be a whole number from 0 to 10 (got "-1")',
      'LIVE_CHECKS must be "on" or "off" (got "yes")',
      'DNS_SERVERS must list IP addresses, optionally with :port (got "dns.google")',
      'FEED_PHISHTANK_URL must be an http:// or https:// URL (got "ftp://feeds.example/list")',
    ]);
  });

  it('parses booleans, integers and server lists strictly', () => {
    const config = loadConfig({
      ...memory,
      LIVE_CHECKS: 'off',
      PORT: '0',
      ANALYSIS_DEADLINE_MS: '2500',
      DNS_SERVERS: '127.0.0.1:5353,[::1]:53, 9.9.9.9',
    });
    expect(config.engine.liveChecks).toBe(false);
    expect(config.http.port).toBe(0);
    expect(config.engine.analysisDeadlineMs).toBe(2500);
    expect(config.engine.dnsServers).toEqual(['127.0.0.1:5353', '[::1]:53', '9.9.9.9']);
    expect(issuesOf({ ...memory, ANALYSIS_DEADLINE_MS: '8s', FEED_REFRESH_MINUTES: '1.5' })).toHaveLength(2);
  });

  it('reads the DNS canary names: the defaults, a list, "off", and refuses what is not a host name', () => {
    expect(loadConfig(memory).engine.dnsCanaryNames).toEqual([
      'google.com',
      'cloudflare.com',
      'wikipedia.org',
    ]);
    expect(
      loadConfig({ ...memory, DNS_CANARY_NAMES: 'Example.org, iana.org' }).engine.dnsCanaryNames,
    ).toEqual(['example.org', 'iana.org']);
    expect(loadConfig({ ...memory, DNS_CANARY_NAMES: 'off' }).engine.dnsCanaryNames).toEqual([]);
    expect(issuesOf({ ...memory, DNS_CANARY_NAMES: 'google.com,http://x' })).toEqual([
      'DNS_CANARY_NAMES must be host names like example.com, or "off" (got "http://x")',
    ]);
  });

  it('configures Google Web Risk only with a key, and refuses an endpoint that is not http(s)', () => {
    expect(loadConfig(memory).engine.webRisk).toEqual({
      apiKey: null,
      url: 'https://webrisk.googleapis.com/v1/uris:search',
    });
    expect(loadConfig({ ...memory, WEB_RISK_API_KEY: 'k1' }).engine.webRisk.apiKey).toBe('k1');
    expect(issuesOf({ ...memory, WEB_RISK_URL: 'webrisk.googleapis.com' })).toHaveLength(1);
  });

  it('treats empty variables as unset, as .env files write them', () => {
    expect(loadConfig({ ...memory, PORT: '', FEED_PHISHTANK_URL: ' ' })).toMatchObject({
      http: { port: 5000 },
      engine: { feeds: { phishTankUrl: null } },
    });
  });

  it('selects MongoDB for mongodb:// and mongodb+srv:// URLs, and refuses other schemes', () => {
    expect(loadConfig({ DATABASE_URL: 'mongodb+srv://u:p@cluster.example/db' }).storage).toEqual({
      adapter: 'mongodb',
      url: 'mongodb+srv://u:p@cluster.example/db',
      label: 'mongodb at mongodb+srv://u:***@cluster.example/db',
      target: 'mongodb+srv://u:***@cluster.example/db',
    });
    expect(issuesOf({ DATABASE_URL: 'mysql://root:secret@db/app' })).toEqual([
      'DATABASE_URL must start with postgres://, postgresql://, mongodb://, mongodb+srv:// or memory:// (got "mysql://root:***@db/app")',
    ]);
  });

  describe('SESSION_SECRET', () => {
    it('is required in production, together with the other problems', () => {
      expect(issuesOf({ ...memory, NODE_ENV: 'production', PORT: 'x' })).toEqual([
        'PORT must be a whole number from 0 to 65535 (got "x")',
        'SESSION_SECRET is required when NODE_ENV=production (at least 32 characters)',
      ]);
      expect(issuesOf({ ...memory, NODE_ENV: 'production', SESSION_SECRET: 'short' })).toEqual([
        'SESSION_SECRET must be at least 32 characters long',
      ]);
    });

    it('uses a __Host- cookie in production on https', () => {
      const config = loadConfig({
        ...memory,
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://scamcheck.example',
      });
      expect(config.session).toEqual({
        secret: 'x'.repeat(32),
        cookieName: '__Host-sid',
        isSecure: true,
        allowedOrigins: ['https://scamcheck.example'],
      });
    });

    it('allows PUBLIC_URL, ALLOWED_ORIGINS and, in development only, the Vite dev server as origins', () => {
      const origins = (env: Record<string, string>) =>
        loadConfig({ ...memory, PUBLIC_URL: 'http://localhost:5000', ...env }).session.allowedOrigins;
      expect(origins({ NODE_ENV: 'test', ALLOWED_ORIGINS: 'https://staging.example' })).toEqual([
        'http://localhost:5000',
        'https://staging.example',
      ]);
      expect(origins({ NODE_ENV: 'development' })).toContain('http://localhost:5173');
    });

    it('is generated once outside production and kept in DATA_DIR, readable only by its owner', () => {
      const dataDir = join(tempDir(), 'nested', 'data');
      const first = loadConfig({ DATA_DIR: dataDir }).session.secret;
      const file = join(dataDir, 'session-secret');

      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: dataDir }).session.secret).toBe(first);
    });

    it('replaces a stored secret that is too short', () => {
      const dataDir = tempDir();
      writeFileSync(join(dataDir, 'session-secret'), 'tiny\n');
      expect(loadConfig({ DATA_DIR: dataDir }).session.secret).not.toBe('tiny');
    });

    it('is ephemeral for in-memory storage', () => {
      expect(loadConfig(memory).session.secret).not.toBe(loadConfig(memory).session.secret);
    });
  });
});

describe('redactDatabaseUrl', () => {
  it.each([
    ['postgres://user:pa55@host:5432/db', 'postgres://user:***@host:5432/db'],
    ['postgres://user@host/db', 'postgres://user@host/db'],
    ['postgresql://:only-password@host/db', 'postgresql://:***@host/db'],
  ])('hides the password of %s', (input, expected) => {
    expect(redactDatabaseUrl(input)).toBe(expected);
  });
});
