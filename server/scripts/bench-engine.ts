// pnpm bench:engine [file.csv]
// 1. Offline engine throughput on one core: analyzeLexical over the dev set (or generated URLs when the
//    file is absent), after a warm-up pass. Budget: ≥ 5,000 URLs/s.
// 2. Full live analysis against loopback servers (bench/live-analysis.ts): p50/p95, budget p95 < 1.5 s.
// 3. A cached report served by the real app over HTTP (bench/cached-reports.ts): p50/p95 and
//    requests/s, budget p95 < 20 ms and ≥ 2,000 requests/s.
// Loopback only; prints numbers only and stops by itself.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { analyzeLexical } from '@scamcheck/shared';
import { parseLabeledUrls } from '../src/eval/csv';
import { benchCachedReports } from './bench/cached-reports';
import { benchLiveAnalysis } from './bench/live-analysis';

const DEFAULT_FILE = '../shared/eval/dev-urls.csv';
const ROUNDS = 3;

function loadUrls(arg: string | undefined): { urls: string[]; origin: string } {
  const base = process.env.INIT_CWD ?? process.cwd();
  const candidates =
    arg === undefined ? [resolve(base, DEFAULT_FILE), resolve(base, '..', DEFAULT_FILE)] : [arg];
  const file = candidates.map((path) => (isAbsolute(path) ? path : resolve(base, path))).find(existsSync);
  if (file !== undefined) {
    return { urls: parseLabeledUrls(readFileSync(file, 'utf8')).rows.map((row) => row.url), origin: file };
  }
  return { urls: generatedUrls(10_000), origin: 'generated URLs' };
}

// Deterministic mix of ordinary and phishing-shaped URLs for machines without the dev set.
function generatedUrls(count: number): string[] {
  const hosts = [
    'example.com',
    'www.shop-example.co.uk',
    'paypa1-secure-login.xyz',
    'login.microsoftonline.com.evil.top',
  ];
  const paths = [
    '/',
    '/news/2024/05/story-title.html',
    '/wp-includes/js/login.php?email=a@b.c',
    '/a1b2c3d4e5f6a7b8c9d0/',
  ];
  return Array.from(
    { length: count },
    (_, i) => `https://${hosts[i % hosts.length]}${paths[(i >> 2) % paths.length]}?n=${i}`,
  );
}

function benchOffline(): void {
  const { urls, origin } = loadUrls(process.argv[2]);
  for (const url of urls) analyzeLexical(url); // warm-up: JIT and lazy data structures
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    for (const url of urls) analyzeLexical(url);
    rates.push(urls.length / ((performance.now() - started) / 1000));
  }
  const best = Math.max(...rates);
  console.log(`analyzeLexical over ${urls.length} URLs from ${origin}`);
  console.log(`rounds: ${rates.map((rate) => `${Math.round(rate)} URLs/s`).join(', ')}`);
  console.log(
    `best: ${Math.round(best)} URLs/s (${(1e6 / best).toFixed(1)} µs per URL) — budget 5000 URLs/s`,
  );
}

const LIVE_RUNS = 100;
const CACHED_REQUESTS = 2000;
const CONCURRENCY = 16;

async function main(): Promise<void> {
  benchOffline();
  await benchLiveAnalysis(LIVE_RUNS);
  await benchCachedReports(CACHED_REQUESTS, CONCURRENCY);
}

await main();
