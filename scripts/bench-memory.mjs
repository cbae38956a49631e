// pnpm bench:memory
// Resident memory (RSS) of the server process as `pnpm start` runs it (scripts/start.mjs, embedded PGlite in
// DATA_DIR): idle after a first start on an empty DATA_DIR, idle after a restart on that DATA_DIR, after 20
// screenshot checks over loopback, and after the OCR pool has been idle for its minute (OCR_IDLE_SECONDS).
// Targets (docs/performance.md): idle < 200 MB, after 20 screenshots < 300 MB, back toward idle after the idle minute.
// Screenshots are gated and read by a child process of the server that ends after the idle minute; its RSS is
// printed beside the server's, and the two together. Also counts the processes start.mjs leaves running. Prints numbers only and never fails on one; reads
// /proc, so Linux only. Live checks are off (no internet); 20 checks are the anonymous hourly allowance.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const SETTLE_MS = 20_000;
const CHECKS = 20;
const OCR_IDLE_SECONDS = 60;
const AFTER_IDLE_MS = (OCR_IDLE_SECONDS + 20) * 1000;
const SCREENSHOTS = ['scam-tech-support-popup.jpg', 'scam-toll-sms.png', 'benign-dinner-sms.png'].map(
  (name) => ({ name, bytes: readFileSync(join(ROOT, 'server', 'test-fixtures', 'images', name)) }),
);

// The Node.js options of the `start` script in package.json (memory settings, docs/performance.md).
const START_FLAGS =
  /^node((?: --\S+)*) scripts\/start\.mjs$/
    .exec(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start)?.[1]
    ?.trim()
    .split(' ')
    .filter(Boolean) ?? [];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const kbField = (text, name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024;

/**
 * VmRSS, RssAnon and RssFile of a process, in MB, and its PSS (shared pages, such as the node binary's, split
 * between the processes that map them), which adds up across processes where RSS does not.
 */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const pss = kbField(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
  return {
    rss: kbField(status, 'VmRSS'),
    anon: kbField(status, 'RssAnon'),
    file: kbField(status, 'RssFile'),
    pss,
  };
}

function describeMemory({ rss, anon, file }) {
  return `${Math.round(rss)} MB (anonymous ${Math.round(anon)}, file-backed ${Math.round(file)})`;
}

function childProcessesOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // ended while we looked
    }
  }
  return children;
}

/** The server's RSS, its child processes' (the image reader while it runs), and the two together. */
function describeServer(pid) {
  const server = memoryOf(pid);
  const children = childProcessesOf(pid).flatMap((child) => {
    try {
      return [memoryOf(child)];
    } catch {
      return []; // ended while we looked
    }
  });
  const sum = (field) => children.reduce((total, child) => total + child[field], server[field]);
  const together =
    children.length === 0
      ? ''
      : `; child processes ${Math.round(sum('rss') - server.rss)} MB, together ${Math.round(sum('rss'))} MB ` +
        `(PSS ${Math.round(sum('pss'))} MB)`;
  return { text: `${describeMemory(server)}${together}`, rss: server.rss, total: sum('rss') };
}

async function start(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [...START_FLAGS, join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LIVE_CHECKS: 'off',
      LOG_LEVEL: 'warn',
      OCR_IDLE_SECONDS: String(OCR_IDLE_SECONDS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // The first run may install and build before it serves.
  for (let attempt = 0; attempt < 3000 && child.exitCode === null; attempt += 1) {
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    await sleep(200);
  }
  if (child.exitCode !== null) throw new Error(`scripts/start.mjs exited with code ${child.exitCode}`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function screenshotCheck(url, { name, bytes }) {
  const body = new FormData();
  body.append('image', new Blob([bytes]), name);
  const response = await fetch(`${url}/api/analyze-image`, { method: 'POST', body });
  await response.arrayBuffer();
  return response.status;
}

async function main() {
  if (!existsSync('/proc/self/status')) {
    console.log('bench:memory reads /proc and runs on Linux only.');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'scamcheck-bench-memory-'));
  const [load] = loadavg();
  console.log(
    `server process of \`pnpm start\` (node ${[...START_FLAGS, 'scripts/start.mjs'].join(' ')}), PGlite in a new DATA_DIR, ` +
      `load average ${load?.toFixed(1) ?? '?'} on ${cpus().length} cores`,
  );
  try {
    const first = await start(dataDir);
    await sleep(SETTLE_MS);
    console.log(`idle, first start (empty DATA_DIR):     ${describeMemory(memoryOf(first.pid))}`);
    await first.stop();

    const server = await start(dataDir);
    try {
      await sleep(SETTLE_MS);
      const children = childProcessesOf(server.pid);
      console.log(`idle, restart (existing DATA_DIR):      ${describeServer(server.pid).text}`);
      console.log(`processes left by start.mjs besides the server: ${children.length}`);

      const statuses = new Map();
      let peak = 0;
      let peakTotal = 0;
      for (let check = 0; check < CHECKS; check += 1) {
        const status = await screenshotCheck(server.url, SCREENSHOTS[check % SCREENSHOTS.length]);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const { rss, total } = describeServer(server.pid);
        peak = Math.max(peak, rss);
        peakTotal = Math.max(peakTotal, total);
      }
      const answers = [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
      console.log(`after ${CHECKS} screenshot checks (${answers}): ${describeServer(server.pid).text}`);
      console.log(
        `  highest RSS seen between checks: ${Math.round(peak)} MB (with child processes ${Math.round(peakTotal)} MB)`,
      );

      const series = [];
      const idleStarted = performance.now();
      while (performance.now() - idleStarted < AFTER_IDLE_MS) {
        await sleep(10_000);
        const { rss, total } = describeServer(server.pid);
        series.push(
          total === rss ? `${Math.round(rss)}` : `${Math.round(rss)} (+${Math.round(total - rss)})`,
        );
      }
      console.log(`  RSS every 10 s while idle (+ child processes): ${series.join(', ')} MB`);
      console.log(
        `after ${Math.round(AFTER_IDLE_MS / 1000)} s idle (OCR_IDLE_SECONDS=${OCR_IDLE_SECONDS}): ` +
          describeServer(server.pid).text,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    'targets (docs/performance.md): idle < 200 MB; after 20 screenshot checks < 300 MB; back toward idle',
  );
}

await main();
