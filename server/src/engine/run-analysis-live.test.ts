import { normalizeTarget } from '@scamcheck/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Storage } from '../storage/ports';
import { startSilentServer, startTestSite, type SilentServer, type TestSite } from '../test-support';
import { createWebRiskClient } from './collectors';
import { createEngineServices } from './engine-services';
import { createEngine } from './run-analysis';
import { clock, logger, NO_COLLECTORS, openEngineStorage } from './testing/engine-setup';
import {
  LOOPBACK_SITE_IP,
  registeredDaysAgo,
  startLoopbackInternet,
  type LoopbackInternet,
} from './testing/loopback-internet';
let storage: Storage;
beforeAll(async () => {
  storage = await openEngineStorage();
});
afterAll(() => storage.close());

describe('the engine against loopback sites', () => {
  let site: TestSite;
  let silent: SilentServer;
  let internet: LoopbackInternet;
  beforeAll(async () => {
    site = await startTestSite({
      host: LOOPBACK_SITE_IP,
      https: { hostname: 'fresh-parcel-fee.com' },
      routes: {
        '/': { status: 302, headers: { location: '/pay' } },
        '/pay': { body: '<title>Parcel on hold</title><p>Your parcel is waiting.</p>' },
      },
    });
    silent = await startSilentServer(LOOPBACK_SITE_IP);
    internet = await startLoopbackInternet({
      domains: { 'fresh-parcel-fee.com': { registered: registeredDaysAgo(2), registrar: 'Cheap Names LLC' } },
      sites: [site],
      extraPorts: [silent.port],
    });
  });
  afterAll(() => Promise.all([site.close(), silent.close(), internet.close()]));

  function engineWith(env: Record<string, string> = {}) {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', ...internet.env, ...env });
    return createEngineServices({
      config: config.engine,
      storage,
      clock,
      logger,
      fetcher: internet.fetcher(),
    }).engine;
  }

  it('gathers DNS, certificate, registration and page facts for the report', async () => {
    const report = await engineWith().analyze(normalizeTarget(`https://fresh-parcel-fee.com:${site.port}/`));
    expect(report.checks.filter((c) => c.status !== 'ok').map((c) => c.id)).toEqual([
      'feeds',
      'redirect-feeds',
      'safe-browsing',
      'web-risk',
      'community',
    ]);
    expect(report.facts).toMatchObject({
      ageDays: 2,
      registrar: 'Cheap Names LLC',
      registrationStatus: ['active'],
      certificate: { sanMatch: true, ageDays: 1 },
      dns: { a: [LOOPBACK_SITE_IP], mx: [], spf: false },
      hosting: { ip: LOOPBACK_SITE_IP },
      redirects: [
        { url: `https://fresh-parcel-fee.com:${site.port}/`, status: 302 },
        { url: `https://fresh-parcel-fee.com:${site.port}/pay`, status: 200 },
      ],
      finalUrl: `https://fresh-parcel-fee.com:${site.port}/pay`,
      pageTitle: 'Parcel on hold',
      popularityRank: null,
    });
    expect(report.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['domain-very-young', 'certificate-fresh', 'dns-no-mail']),
    );
    expect(report.summary.split(/(?<=\.) /).length).toBeGreaterThanOrEqual(2);
  });

  it('returns on time with a hung check listed as unavailable', async () => {
    const engine = engineWith({
      RDAP_BOOTSTRAP_URL: `http://${LOOPBACK_SITE_IP}:${silent.port}/dns.json`,
      ANALYSIS_DEADLINE_MS: '1500',
    });
    const report = await engine.analyze(normalizeTarget(`https://fresh-parcel-fee.com:${site.port}/`));
    expect(report.checks.find((c) => c.id === 'rdap')).toMatchObject({ status: 'unavailable' });
    expect(report.checks.find((c) => c.id === 'page')).toEqual({ id: 'page', status: 'ok' });
    expect(report.facts.ageDays).toBeNull();
    expect(report.summary).toContain('Some checks could not be completed (registration data)');
  });
});

describe('the engine with Google Web Risk configured', () => {
  let webRisk: TestSite;
  beforeAll(async () => {
    webRisk = await startTestSite({
      routes: {
        '/v1/uris:search': (req, res) => {
          const query = new URL(req.url ?? '/', 'http://x').searchParams;
          const uri = query.get('uri') ?? '';
          if (query.has('outage')) return void res.writeHead(503).end();
          const listed = uri.startsWith('https://popular.com/');
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(listed ? { threat: { threatTypes: ['SOCIAL_ENGINEERING'] } } : {}));
        },
      },
    });
  });
  afterAll(() => webRisk.close());

  const engineWithWebRisk = (path: string) =>
    createEngine({
      collectors: {
        ...NO_COLLECTORS,
        webRisk: createWebRiskClient({ apiKey: 'k', url: webRisk.url(path), timeoutMs: 1000 }),
      },
      storage,
      config: { liveChecks: true, analysisDeadlineMs: 2000 },
      clock,
      logger,
    });

  it('caps a listed site below 40 whatever its popularity', async () => {
    const report = await engineWithWebRisk('/v1/uris:search').analyze(normalizeTarget('popular.com'));
    expect(report.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['web-risk-listed', 'popularity-top-1k']),
    );
    expect(report).toMatchObject({ band: 'suspicious', hardFail: { code: 'web-risk-listed', cap: 20 } });
  });

  it('lists the check as unavailable when the service fails, and scores as if it were not configured', async () => {
    const failing = await engineWithWebRisk('/v1/uris:search?outage=1').analyze(
      normalizeTarget('popular.com'),
    );
    const without = await createEngine({
      collectors: NO_COLLECTORS,
      storage,
      config: { liveChecks: true, analysisDeadlineMs: 2000 },
      clock,
      logger,
    }).analyze(normalizeTarget('popular.com'));
    expect(failing.checks.find((c) => c.id === 'web-risk')).toMatchObject({ status: 'unavailable' });
    expect(failing.findings.map((f) => f.code)).not.toContain('web-risk-listed');
    expect(failing.score).toBe(without.score);
  });
});
