// p50/p95 and requests/s of serving a stored report through the real app over HTTP on loopback
// (GET /api/domain/:domain). Budget (DESIGN §9): p95 < 20 ms and ≥ 2,000 requests/s.
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { closeContainer, createContainer } from '../../src/container';
import { ms, percentile } from './percentiles';

const DOMAIN = 'cached-bench-shop.com';

export async function benchCachedReports(requests: number, concurrency: number): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    LIVE_CHECKS: 'off',
    WEB_DIST_DIR: join(tmpdir(), 'scamcheck-bench-no-web-dist'),
  });
  const container = await createContainer(config);
  const server = createServer(createApp(container));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: concurrency, pipelining: 1 });
  try {
    await container.analysis.analyze(DOMAIN);
    await run(pool, 200, concurrency); // warm-up
    const started = performance.now();
    const { durations, statuses } = await run(pool, requests, concurrency);
    const seconds = (performance.now() - started) / 1000;
    const notOk = [...statuses].filter(([status]) => status !== 200);
    console.log(
      `cached report GET /api/domain/${DOMAIN}: ${requests} requests, concurrency ${concurrency}, ` +
        `p50 ${ms(percentile(durations, 0.5))}, p95 ${ms(percentile(durations, 0.95))}, ` +
        `${Math.round(requests / seconds)} requests/s — budget p95 < 20 ms, ≥ 2000 requests/s` +
        (notOk.length > 0 ? ` (non-200 answers: ${notOk.map(([s, n]) => `${n}× ${s}`).join(', ')})` : ''),
    );
  } finally {
    await pool.close();
    await new Promise((resolve) => server.close(resolve));
    await closeContainer(container);
  }
}

async function run(pool: Pool, total: number, concurrency: number) {
  const durations: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < total) {
      next += 1;
      const started = performance.now();
      const response = await pool.request({ path: `/api/domain/${DOMAIN}`, method: 'GET' });
      await response.body.text();
      durations.push(performance.now() - started);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { durations, statuses };
}
