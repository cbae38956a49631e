import { normalizeTarget } from '@scamcheck/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Storage } from '../storage/ports';
import { startTestSite } from '../test-support';
import { defineSignal } from './define-signal';
import { createEngineServices } from './engine-services';
import { createEngine } from './run-analysis';
import { SIGNALS } from './signals';
import { clock, logger, NO_COLLECTORS, openEngineStorage } from './testing/engine-setup';
import { LOOPBACK_SITE_IP, startLoopbackInternet } from './testing/loopback-internet';
let storage: Storage;
beforeAll(async () => {
  storage = await openEngineStorage();
});
afterAll(() => storage.close());

describe('the engine with live checks off', () => {
  it('analyses from the URL and stored lists only, listing the live checks as skipped', async () => {
    const engine = createEngine({
      collectors: NO_COLLECTORS,
      storage,
      config: { liveChecks: false, analysisDeadlineMs: 2000 },
      clock,
      logger,
    });
    const report = await engine.analyze(normalizeTarget('https://www.popular.com/path'));
    expect(report).toMatchObject({
      domain: 'popular.com',
      url: 'https://www.popular.com/path',
      band: 'trusted',
    });
    expect(report.findings.map((f) => f.code)).toContain('popularity-top-1k');
    expect(report.facts.popularityRank).toBe(40);
    expect(Object.fromEntries(report.checks.map((c) => [c.id, c.status]))).toEqual({
      dns: 'skipped',
      tls: 'skipped',
      rdap: 'skipped',
      page: 'skipped',
      feeds: 'skipped',
      'redirect-feeds': 'skipped',
      popularity: 'ok',
      'safe-browsing': 'skipped',
      'web-risk': 'skipped',
      community: 'skipped',
    });
  });

  it('never touches the network even when collectors are configured', async () => {
    const site = await startTestSite({
      host: LOOPBACK_SITE_IP,
      routes: { '/': { body: '<title>Hi</title>' } },
    });
    const internet = await startLoopbackInternet({ domains: { 'offline-test.com': {} }, sites: [site] });
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: 'memory://',
        ...internet.env,
        LIVE_CHECKS: 'off',
      });
      const { engine } = createEngineServices({ config: config.engine, storage, clock, logger });
      const report = await engine.analyze(normalizeTarget(`http://offline-test.com:${site.port}/`));
      expect(report.checks.find((c) => c.id === 'page')).toEqual({
        id: 'page',
        status: 'skipped',
        detail: 'live checks are off',
      });
      expect(internet.dns.queries).toEqual([]);
      expect(site.requests).toEqual([]);
      expect(internet.rdap.requests).toEqual([]);
    } finally {
      await Promise.all([internet.close(), site.close()]);
    }
  });

  it('reports a signal that throws as an unavailable check and keeps every other finding', async () => {
    const broken = defineSignal({
      id: 'popularity-broken',
      category: 'popularity',
      requires: ['popularity'],
      codes: ['popularity-top-1m'],
      run: () => {
        throw new Error('bug');
      },
    });
    const engine = createEngine({
      collectors: NO_COLLECTORS,
      storage,
      config: { liveChecks: false, analysisDeadlineMs: 2000 },
      clock,
      logger,
      signals: [...SIGNALS, broken],
    });
    const report = await engine.analyze(normalizeTarget('popular.com'));
    expect(report.checks).toContainEqual({
      id: 'popularity-broken',
      status: 'unavailable',
      detail: 'this check failed',
    });
    expect(report.findings.map((f) => f.code)).toContain('popularity-top-1k');
  });
});
