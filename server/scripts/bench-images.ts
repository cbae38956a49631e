// pnpm bench:images [runs]
// Image analysis of a 1280×800 screenshot (the committed tech-support pop-up, a text-heavy case) through
// the real built server over HTTP: p50/p95 latency, the server's CPU time per image, and its RSS with
// the OCR pool warm. Budgets: p50 < 1.5 s, RSS < 300 MB. Needs `pnpm build` first.
// DATABASE_URL picks the storage (default: in-memory PGlite, itself a few hundred MB of WebAssembly
// memory, so the RSS budget is met with a PostgreSQL server); OCR_WORKERS sets the pool size.
// Wall-clock times on a busy machine include waiting for a core; the CPU time per image does not.
// Runs stay within one hour's anonymous allowance (20 analyses). Prints numbers only.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { readImageFixture } from '../src/images/testing/fixtures';
import { BUILT_SERVER, sampleProcess, startBuiltServer, uploadImage } from './bench/image-server';
import { ms, percentile } from './bench/percentiles';

const DEFAULT_RUNS = 15;
const MAX_RUNS = 19;

async function main(): Promise<void> {
  if (!existsSync(BUILT_SERVER)) {
    console.error(`${BUILT_SERVER} is missing: run pnpm build first.`);
    process.exit(2);
  }
  const runs = Math.min(MAX_RUNS, Number(process.argv[2] ?? DEFAULT_RUNS));
  const databaseUrl = process.env.DATABASE_URL ?? 'memory://';
  const workers = process.env.OCR_WORKERS ?? '1';
  const server = await startBuiltServer({
    DATABASE_URL: databaseUrl,
    OCR_WORKERS: workers,
    OCR_WARM_ON_START: 'on',
  });
  try {
    const screenshot = readImageFixture('techSupportPopup');
    // Warm-up request: the pool is loaded at start; this also settles the first-call costs.
    if ((await uploadImage(server.url, screenshot, 'popup.jpg')) !== 200)
      throw new Error('warm-up upload failed');
    const idle = sampleProcess(server.pid);
    const durations: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const status = await uploadImage(server.url, screenshot, 'popup.jpg');
      if (status !== 200) throw new Error(`upload answered ${status}`);
      durations.push(performance.now() - started);
    }
    const after = sampleProcess(server.pid);
    const [load] = loadavg();
    const cpu =
      idle !== null && after !== null
        ? `, server CPU ${ms((after.cpuMs - idle.cpuMs) / runs)} per image`
        : '';
    console.log(
      `image analysis over HTTP, 1280×800 screenshot, ${runs} runs, ${workers} OCR worker(s): ` +
        `p50 ${ms(percentile(durations, 0.5))}, p95 ${ms(percentile(durations, 0.95))}${cpu} ` +
        `(load average ${load?.toFixed(1) ?? '?'} on ${cpus().length} cores) — budget p50 < 1500 ms`,
    );
    if (after !== null) {
      const storage = databaseUrl.startsWith('memory:')
        ? 'in-memory PGlite'
        : (databaseUrl.split(':')[0] ?? 'database');
      console.log(
        `memory of the server and its image reader, OCR warm: RSS ${Math.round(after.rssMb)} MB, PSS ${Math.round(after.pssMb)} MB (pages the two share, such as Node's, counted once; storage: ${storage}) — budget < 300 MB`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
