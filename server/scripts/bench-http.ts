// pnpm bench:http [--rounds 5] [--seconds 5] [--connections 20]
// A stored report (GET /api/domain/:domain) from the real server against the floor: a bare Express app
// answering the same bytes (the body and the headers the real server sent, minus Date, ETag and the
// request id). Both run as child processes of this one (the real server through tsx, with its default
// embedded PGlite storage in a temporary DATA_DIR and its default log level); autocannon, in this
// process, drives them in turn for several rounds and prints requests/s, p50 and p99 of each, and the
// ratio real / bare per round and its median (the target in docs/performance.md: ≥ 0.7). Never fails on a timing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { findServerPackageRoot } from '../src/lib/package-root';
import { startServerProcess } from '../src/test-support';

const { values } = parseArgs({
  // pnpm may pass a `--` separator through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
  },
});
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const DOMAIN = 'bench-http-shop.com';
const PATH = `/api/domain/${DOMAIN}`;
/** Per-response headers the floor does not copy (its own Date and ETag; no request id). */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'etag', 'x-request-id']);

type Run = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number };

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scamcheck-bench-http-'));
  const real = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    SESSION_SECRET: 'bench-http-session-secret-0123456789abcdef',
  });
  let bare: ChildProcess | undefined;
  try {
    const analysed = await fetch(`${real.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: DOMAIN }),
    });
    if (analysed.status !== 200) throw new Error(`POST /api/analyze answered ${analysed.status}`);
    const stored = await fetch(`${real.url}${PATH}`);
    if (stored.status !== 200) throw new Error(`GET ${PATH} answered ${stored.status}`);
    const body = Buffer.from(await stored.arrayBuffer());
    const headers = Object.fromEntries(
      [...stored.headers].filter(([name]) => !NOT_COPIED.has(name.toLowerCase())),
    );
    const bodyFile = join(dataDir, 'report.json');
    writeFileSync(bodyFile, body);
    const started = await startBare(bodyFile, headers);
    bare = started.child;
    const bareUrl = `http://127.0.0.1:${started.port}`;

    console.log(
      `bench:http: GET ${PATH} (${body.length} bytes, ${Object.keys(headers).length} copied headers), ` +
        `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds, real and bare in turn`,
    );
    console.log(
      `real: ${real.url} (embedded PGlite, LOG_LEVEL ${process.env.LOG_LEVEL ?? 'info'}); bare: ${bareUrl}`,
    );
    // One short run each first: JIT, connection set-up and the real server's first (uncached) answer.
    await load(real.url, 1);
    await load(bareUrl, 1);
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Alternate which goes first, so a slow spell on the machine does not always hit the same one.
      const [first, second] = round % 2 === 1 ? [real.url, bareUrl] : [bareUrl, real.url];
      const a = await load(first, SECONDS);
      const b = await load(second, SECONDS);
      const [realRun, bareRun] = first === real.url ? [a, b] : [b, a];
      const ratio = realRun.requestsPerSecond / bareRun.requestsPerSecond;
      ratios.push(ratio);
      console.log(
        `round ${round}: real ${describe(realRun)} | bare ${describe(bareRun)} | ratio ${ratio.toFixed(2)}`,
      );
    }
    const sorted = [...ratios].sort((x, y) => x - y);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    console.log(`median ratio real / bare: ${median.toFixed(2)} (target ≥ 0.7)`);
    console.log(
      JSON.stringify({ bench: 'http', connections: CONNECTIONS, seconds: SECONDS, ratios, median }),
    );
  } finally {
    if (bare !== undefined && bare.exitCode === null) bare.kill('SIGTERM');
    await real.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function describe(run: Run): string {
  const failed = run.non2xx + run.errors > 0 ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : '';
  return `${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms${failed}`;
}

async function load(url: string, seconds: number): Promise<Run> {
  const result = await autocannon({ url: `${url}${PATH}`, connections: CONNECTIONS, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function startBare(
  bodyFile: string,
  headers: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    [
      join(findServerPackageRoot(import.meta.url), 'scripts/bench/bare-express.mjs'),
      bodyFile,
      JSON.stringify(headers),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match?.[1] !== undefined) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the bare Express app exited (${code})`)));
  });
}

await main();
