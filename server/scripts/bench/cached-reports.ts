// p50/p95 and requests/s of serving a stored report through the real app over HTTP on loopback
// (GET /api/domain/:domain). Budget: p95 < 20 ms and ≥ 2,000 requests/s.
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
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
  try {
    await container.analysis.analyze(DOMAIN);
    const { durations, statuses, seconds } = await loadInWorker({
      origin: `http://127.0.0.1:${port}`,
      path: `/api/domain/${DOMAIN}`,
      total: requests,
      concurrency,
    });
    const notOk = Object.entries(statuses).filter(([status]) => status !== '200');
    console.log(
      `cached report GET /api/domain/${DOMAIN}: ${requests} requests, concurrency ${concurrency} ` +
        `(client in its own thread), p50 ${ms(percentile(durations, 0.5))}, ` +
        `p95 ${ms(percentile(durations, 0.95))}, ` +
        `${Math.round(requests / seconds)} requests/s — budget p95 < 20 ms, ≥ 2000 requests/s` +
        (notOk.length > 0 ? ` (non-200 answers: ${notOk.map(([s, n]) => `${n}× ${s}`).join(', ')})` : ''),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await closeContainer(container);
  }
}

type LoadResult = { durations: number[]; statuses: Record<string, number>; seconds: number };

function loadInWorker(job: {
  origin: string;
  path: string;
  total: number;
  concurrency: number;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), { workerData: job });
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with code ${code}`));
    });
  });
}
