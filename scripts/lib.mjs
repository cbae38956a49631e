// Helpers for the root scripts: they run before dependencies are installed, so Node built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './pnpm-invocation.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Runs the workspace's pnpm (see pnpm-invocation.mjs): present, or brought by npx when only npm is. */
export function runPnpm(args, options) {
  const { command, args: prefix } = pnpmCommand(ROOT);
  return run(command, [...prefix, ...args], options);
}

export function runPnpmOrExit(args, options) {
  const status = runPnpm(args, options);
  if (status !== 0) process.exit(status);
}

/** Installs the workspace's dependencies when they are missing, so any root script works first after a clone. */
export function ensureInstalled() {
  if (existsSync(join(ROOT, 'node_modules', '.modules.yaml'))) return;
  console.log('scamcheck: installing dependencies (first run)...');
  const frozen = existsSync(join(ROOT, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  runPnpmOrExit(['install', ...frozen]);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `inputs` (paths relative to the root). */
export function isStale(output, inputs) {
  const outputPath = join(ROOT, output);
  if (!existsSync(outputPath)) return true;
  const built = statSync(outputPath).mtimeMs;
  return inputs.some((input) => newestMtime(join(ROOT, input)) > built);
}

const TARGETS = {
  web: {
    output: 'web/dist/index.html',
    inputs: ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'shared/src'],
    filter: '@scamcheck/web',
  },
  server: {
    output: 'server/dist/main.js',
    inputs: ['server/src', 'server/tsup.config.ts', 'shared/src'],
    filter: '@scamcheck/server',
  },
  extension: {
    output: 'extension/.output/chrome-mv3/manifest.json',
    inputs: [
      'extension/entrypoints',
      'extension/src',
      'extension/public',
      'extension/wxt.config.ts',
      'shared/src',
    ],
    filter: '@scamcheck/extension',
  },
};

/** Builds each named package whose output is older than its sources. */
export function buildIfStale(names) {
  for (const name of names) {
    const target = TARGETS[name];
    if (!isStale(target.output, target.inputs)) continue;
    console.log(`scamcheck: building ${name}...`);
    runPnpmOrExit(['--filter', target.filter, 'build']);
  }
}
