// `pnpm bench:extension`: how long after a navigation commits the toolbar badge shows a score, measured in
// Chromium with the built extension. Prints p50/p95 for the first badge (offline lexical score) and, when the
// built server is available, for the refined badge (server score for a host it has never seen).
// Times come from the browser: webNavigation.onCommitted's timeStamp to the setBadgeText call, inside the
// extension's own service worker.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

/* global chrome -- evaluated inside the extension's service worker */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const EXTENSION_DIR = join(ROOT, 'extension', '.output', 'chrome-mv3');
const SERVER_MAIN = join(ROOT, 'server', 'dist', 'main.js');
const LOCAL_RUNS = 40;
const SERVER_RUNS = 15; // with the warm-up, stays under the anonymous allowance of 20 analyses per hour
const WARM_UP = 3;

const chromiumPath = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium'].find(
  (p) => p && existsSync(p),
);
if (!chromiumPath) throw new Error('Chromium not found (set PUPPETEER_EXECUTABLE_PATH)');
if (!existsSync(join(EXTENSION_DIR, 'manifest.json')))
  throw new Error('Build the extension first: pnpm build');

const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8'));
const hex = createHash('sha256').update(Buffer.from(manifest.key, 'base64')).digest('hex').slice(0, 32);
const extensionId = [...hex].map((d) => String.fromCharCode(97 + parseInt(d, 16))).join('');

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

async function startScamCheckServer() {
  if (!existsSync(SERVER_MAIN)) return null;
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: 'memory://',
      LIVE_CHECKS: 'off',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const site = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<!doctype html><title>bench</title><p>hello</p>');
});
const sitePort = await listen(site);
const scamcheck = await startScamCheckServer();
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  headless: true,
  args: [
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    '--disable-gpu',
    `--disable-extensions-except=${EXTENSION_DIR}`,
    `--load-extension=${EXTENSION_DIR}`,
    '--host-resolver-rules=MAP *.bench.test 127.0.0.1',
  ],
});

try {
  const target = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().startsWith(`chrome-extension://${extensionId}/`),
  );
  const worker = await target.worker();
  // Wait for the extension's own navigation listener: a commit before it exists is never delivered.
  while (
    !(await worker.evaluate(
      () => typeof chrome !== 'undefined' && chrome.webNavigation.onCommitted.hasListeners(),
    ))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await worker.evaluate(() => {
    const commits = new Map();
    globalThis.__badgeBench = { commits, samples: [] };
    chrome.webNavigation.onCommitted.addListener((d) => {
      if (d.frameId === 0) commits.set(d.tabId, { url: d.url, at: d.timeStamp });
    });
    const setBadgeText = chrome.action.setBadgeText.bind(chrome.action);
    chrome.action.setBadgeText = (details) => {
      const commit = commits.get(details.tabId);
      if (commit && details.text) {
        globalThis.__badgeBench.samples.push({
          url: commit.url,
          text: details.text,
          ms: Date.now() - commit.at,
        });
      }
      return setBadgeText(details);
    };
  });
  const page = await browser.newPage();

  async function run(label, runs, settings, waitForSets) {
    await worker.evaluate((s) => chrome.storage.local.set({ settings: s }), settings);
    await worker.evaluate(() => (globalThis.__badgeBench.samples = []));
    for (let i = 0; i < runs + WARM_UP; i++) {
      const url = `http://${label}-${i}-${Date.now()}.bench.test:${sitePort}/`;
      await page.goto(url);
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const count = await worker.evaluate(
          (u) => globalThis.__badgeBench.samples.filter((s) => s.url === u).length,
          url,
        );
        if (count >= waitForSets) break;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    const samples = await worker.evaluate(() => globalThis.__badgeBench.samples);
    const byUrl = new Map();
    for (const sample of samples) byUrl.set(sample.url, [...(byUrl.get(sample.url) ?? []), sample]);
    // The first navigations of a run warm the service worker and JIT; they are not counted.
    const measured = [...byUrl.values()].slice(WARM_UP);
    return {
      first: measured.map((s) => s[0].ms),
      last: measured.filter((s) => s.length >= waitForSets).map((s) => s.at(-1).ms),
    };
  }

  const print = (name, values) =>
    console.log(
      `${name.padEnd(44)} n=${String(values.length).padStart(3)}  p50=${percentile(values, 50).toFixed(1)} ms  p95=${percentile(values, 95).toFixed(1)} ms`,
    );

  const local = await run(
    'local',
    LOCAL_RUNS,
    { serverUrl: null, autoCheck: true, warnings: false, localOnly: true },
    1,
  );
  print('navigation -> badge (offline score)', local.first);
  if (scamcheck) {
    const refined = await run(
      'server',
      SERVER_RUNS,
      { serverUrl: scamcheck.url, autoCheck: true, warnings: false, localOnly: false },
      2,
    );
    print('navigation -> badge (offline score, server on)', refined.first);
    print('navigation -> badge (server score, new host)', refined.last);
  } else {
    console.log('server/dist/main.js not built: server refinement not measured (pnpm build)');
  }
} finally {
  await browser.close();
  scamcheck?.stop();
  site.close();
}
