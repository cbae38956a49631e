// pnpm bench:load [--seconds 60] [--concurrency 200]
// Two server processes on one PostgreSQL database (created fresh: scamcheck_bench_load) and one Redis,
// driven by N concurrent clients (undici pools, half on each port) with a mix of cached report reads, new
// analyses with live checks against loopback sites, screenshot checks (a small PNG) and chat messages.
// Prints throughput, p50/p99 per route and the count of 5xx; exits 1 when there is any 5xx or failed
// connection. Plan allowances are switched off through the admin API (the "plan enforcement" feature
// flag, as an operator would for a load test) and CHAT_RATE_LIMIT_PER_HOUR is raised, so the numbers
// measure the work, not the 429s. BENCH_DATABASE_URL (else TEST_DATABASE_URL) names the PostgreSQL
// server, BENCH_REDIS_URL (else TEST_REDIS_URL) the Redis; both default to this machine's.
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import {
  LOOPBACK_SITE_IP,
  registeredDaysAgo,
  startLoopbackInternet,
} from '../src/engine/testing/loopback-internet';
import { FAULT_PUBLIC_URL, signIn } from '../src/faults/fault-client';
import { textImage } from '../src/images/testing/make-images';
import {
  createFreshDatabase,
  startServerProcess,
  startTestSite,
  type ServerProcess,
} from '../src/test-support';
import {
  BOUNDARY,
  json,
  multipartImage,
  newTally,
  printResults,
  runMix,
  status,
  type LoadRoute,
} from './bench/load-mix';

const { values } = parseArgs({
  // pnpm may pass a `--` separator through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { seconds: { type: 'string', default: '60' }, concurrency: { type: 'string', default: '200' } },
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DOMAINS = 3000;
const CACHED = 50;

const domainName = (index: number) => `load-shop-${index % DOMAINS}.com`;

async function main(): Promise<void> {
  const site = await startTestSite({
    host: LOOPBACK_SITE_IP,
    routes: { '/': { body: '<!doctype html><title>Corner shop</title><p>Fresh bread every morning.</p>' } },
  });
  const names = Array.from({ length: DOMAINS }, (_unused, index) => domainName(index));
  const internet = await startLoopbackInternet({
    domains: Object.fromEntries(names.map((name) => [name, { registered: registeredDaysAgo(900) }])),
    sites: [site],
  });
  const env = {
    ...internet.env,
    DATABASE_URL: await createFreshDatabase(DATABASE_URL, 'scamcheck_bench_load'),
    REDIS_URL,
    DEV_LOGIN: 'on',
    PUBLIC_URL: FAULT_PUBLIC_URL,
    SESSION_SECRET: 'bench-load-session-secret-0123456789abcdef',
    CHAT_RATE_LIMIT_PER_HOUR: '100000',
    LOGIN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'info',
    OCR_WARM_ON_START: 'on',
  };
  const servers: ServerProcess[] = [await startServerProcess(env)];
  await switchOffPlanEnforcement(servers[0]?.url ?? '');
  // The second process reads the flags at start.
  servers.push(await startServerProcess(env));
  const pools = servers.map((server) => new Pool(server.url, { connections: Math.ceil(CONCURRENCY / 2) }));
  const poolFor = (index: number): Pool => {
    const pool = pools[index % pools.length];
    if (pool === undefined) throw new Error('no server');
    return pool;
  };
  const siteUrl = (name: string) => `${site.origin.replace(LOOPBACK_SITE_IP, name)}/`;
  const upload = multipartImage(
    await textImage(['Your parcel is waiting.', 'Pay the fee at parcel-fee.top today.']),
  );
  let nextDomain = CACHED;
  const routes: LoadRoute[] = [
    {
      name: 'GET /api/domain/:domain (cached report)',
      tally: newTally(),
      weight: 45,
      send: (pool, n) =>
        status(pool.request({ method: 'GET', path: `/api/domain/load-shop-${n % CACHED}.com` })),
    },
    {
      name: 'POST /api/analyze (new, live checks)',
      tally: newTally(),
      weight: 25,
      send: (pool) => {
        const name = domainName(nextDomain);
        // Past the list of names, the same ones are rescanned: still a full analysis each time.
        const fresh = nextDomain >= DOMAINS ? '?fresh=1' : '';
        nextDomain += 1;
        return status(
          pool.request({ method: 'POST', path: `/api/analyze${fresh}`, ...json({ domain: siteUrl(name) }) }),
        );
      },
    },
    {
      name: 'POST /api/analyze-image (PNG, OCR)',
      tally: newTally(),
      weight: 5,
      send: (pool) => {
        return status(
          pool.request({
            method: 'POST',
            path: '/api/analyze-image',
            headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
            body: upload,
          }),
        );
      },
    },
    {
      name: 'POST /api/ai/chat',
      tally: newTally(),
      weight: 25,
      send: (pool, n) =>
        status(
          pool.request({
            method: 'POST',
            path: '/api/ai/chat',
            ...json({
              messages: [{ role: 'user', content: `Is load-shop-${n % CACHED}.com safe to buy from?` }],
            }),
          }),
        ),
    },
  ];
  // The cached reports exist before the clock starts.
  for (let index = 0; index < CACHED; index += 1) {
    const code = await status(
      poolFor(index).request({
        method: 'POST',
        path: '/api/analyze',
        ...json({ domain: siteUrl(domainName(index)) }),
      }),
    );
    if (code !== 200) throw new Error(`warm-up analysis answered ${code}`);
  }

  console.log(
    `bench:load: ${servers.length} processes (${servers.map((s) => s.url).join(', ')}), PostgreSQL + Redis, ${CONCURRENCY} concurrent clients for ${SECONDS} s`,
  );

  const elapsed = await runMix(routes, poolFor, { concurrency: CONCURRENCY, seconds: SECONDS });
  const { serverErrors, failures } = printResults(routes, elapsed);

  await Promise.all(pools.map((pool) => pool.close()));
  const exits = await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([site.close(), internet.close()]);
  if (exits.some((exit) => exit.code !== 0)) console.log(`server exits: ${JSON.stringify(exits)}`);
  process.exitCode = serverErrors > 0 || failures > 0 ? 1 : 0;
}

async function switchOffPlanEnforcement(baseUrl: string): Promise<void> {
  const admin = await signIn(baseUrl, 'bench-admin@example.com', 'admin');
  const headers = { Cookie: admin.cookie, 'X-CSRF-Token': admin.csrf, Origin: FAULT_PUBLIC_URL };
  const current = (await (await fetch(`${baseUrl}/api/admin/features`, { headers })).json()) as Record<
    string,
    unknown
  >;
  const response = await fetch(`${baseUrl}/api/admin/features`, {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...current, planEnforcement: false }),
  });
  if (response.status !== 200) throw new Error(`switching off plan enforcement answered ${response.status}`);
}

await main();
