// pnpm bench:web — builds the web app and prints what each route downloads before it can render:
// the entry chunk, the route's own lazy chunk, and every chunk they import statically, gzipped.
// Budget: the home route's initial JS < 200 KB gzipped. Chunks loaded after first paint
// (animation engine, lexical engine) are listed separately. The last line is one JSON object.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runPnpmOrExit } from './lib.mjs';

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
  report(manifest);
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

function report(manifest) {
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

  const home = routes.home?.initialKb ?? NaN;
  const withinBudget = home < BUDGET_KB;
  console.log(
    `\nHome route initial JS: ${home.toFixed(1)} KB gzipped (budget < ${BUDGET_KB} KB): ${withinBudget ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    JSON.stringify({
      homeInitialJsKb: round(home),
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
