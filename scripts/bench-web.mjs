// pnpm bench:web — builds the web app and prints what each route downloads before it can render:
// the entry chunk, the route's own lazy chunk, and every chunk they import statically, gzipped.
// Budget: the home route's initial JS < 200 KB gzipped. Chunks loaded after first paint
// (animation engine, lexical engine) are listed separately. Then, when Chromium is there
// (PUPPETEER_EXECUTABLE_PATH or /usr/bin/chromium), the way the performance budget is measured: load `/` from the build (a
// static server; API calls answer 404) in a 800×600 window without touching it, and gzip every script the
// page loaded until the network is idle. The budget is judged on that number when there is one. The last
// line is one JSON object.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, runPnpmOrExit } from './lib.mjs';

const BUDGET_KB = 200;
const outDir = mkdtempSync(join(tmpdir(), 'scamcheck-bench-web-'));

try {
  runPnpmOrExit([
    '--filter',
    '@scamcheck/web',
    'exec',
    'vite',
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--manifest',
    '--logLevel',
    'warn',
  ]);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  report(manifest, await loadedInChromium('/'));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

function gzipKb(file) {
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
}

/** Every JS file a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function sizeOf(files) {
  return [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipKb(file), 0);
}

function routeName(key) {
  return key.replace(/^src\/pages\//, '').replace(/-page\.tsx$/, '');
}

/** Every script Chromium loads for `path` with nobody touching the page: [file, gzipped KB]. */
async function loadedInChromium(path) {
  const executablePath = process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return null;
  const puppeteer = createRequire(join(ROOT, 'e2e', 'package.json'))('puppeteer-core');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const file = join(outDir, normalize(url.pathname).replace(/^([/\\.])+/, ''));
    const found = url.pathname !== '/' && existsSync(file) ? file : join(outDir, 'index.html');
    const type = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }[extname(found)];
    res.writeHead(200, { 'content-type': type ?? 'application/octet-stream' }).end(readFileSync(found));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await puppeteer.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const name = new URL(response.url()).pathname.split('/').pop();
      scripts.set(name, gzipSync(await response.buffer(), { level: 9 }).length / 1024);
    });
    await page.goto(`http://127.0.0.1:${server.address().port}${path}`, { waitUntil: 'networkidle0' });
    return [...scripts].sort((a, b) => b[1] - a[1]);
  } finally {
    await browser.close();
    server.close();
  }
}

function report(manifest, chromium) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure(manifest, entryKey);
  const entryKb = sizeOf(entry);
  const pages = (manifest[entryKey].dynamicImports ?? []).filter((key) => key.startsWith('src/pages/'));

  const routes = Object.fromEntries(
    pages.map((key) => {
      const own = [...closure(manifest, key)].filter((file) => !entry.has(file));
      return [routeName(key), { routeKb: sizeOf(own), initialKb: entryKb + sizeOf(own) }];
    }),
  );
  const rows = Object.entries(routes).sort((a, b) => b[1].initialKb - a[1].initialKb);
  const pad = Math.max(...rows.map(([name]) => name.length));

  console.log(`\nEntry (every route): ${entryKb.toFixed(1)} KB gzipped JS`);
  console.log(`\n${'route'.padEnd(pad)}  route chunks   initial JS (gzipped)`);
  for (const [name, sizes] of rows) {
    console.log(
      `${name.padEnd(pad)}  ${sizes.routeKb.toFixed(1).padStart(9)} KB  ${sizes.initialKb.toFixed(1).padStart(9)} KB`,
    );
  }
  const lazyChunks = Object.values(manifest).filter(
    (chunk) => chunk.isDynamicEntry && !chunk.src?.startsWith('src/pages/'),
  );
  const deferred = Object.fromEntries(
    lazyChunks.map((chunk) => [chunk.name ?? chunk.file, round(gzipKb(chunk.file))]),
  );
  console.log('\nLoaded after first paint or on demand:');
  for (const [name, kb] of Object.entries(deferred)) console.log(`  ${name}: ${kb.toFixed(1)} KB`);

  const manifestHome = routes.home?.initialKb ?? NaN;
  const chromiumHome = chromium === null ? null : chromium.reduce((sum, [, kb]) => sum + kb, 0);
  if (chromium !== null) {
    console.log(
      `\nChromium, / untouched: ${chromium.length} scripts, ${chromiumHome.toFixed(1)} KB gzipped:`,
    );
    for (const [name, kb] of chromium) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${name}`);
  }
  const home = chromiumHome ?? manifestHome;
  const withinBudget = home < BUDGET_KB;
  console.log(
    `\nHome route initial JS: ${home.toFixed(1)} KB gzipped (${chromium === null ? 'from the manifest; no Chromium' : 'every script Chromium loaded'}; budget < ${BUDGET_KB} KB): ${withinBudget ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    JSON.stringify({
      homeInitialJsKb: round(home),
      manifestHomeKb: round(manifestHome),
      chromiumHomeKb: chromiumHome === null ? null : round(chromiumHome),
      budgetKb: BUDGET_KB,
      withinBudget,
      entryKb: round(entryKb),
      routes: Object.fromEntries(rows.map(([name, sizes]) => [name, round(sizes.initialKb)])),
      deferred,
    }),
  );
  if (!withinBudget) process.exitCode = 1;
}

function round(kb) {
  return Math.round(kb * 10) / 10;
}
