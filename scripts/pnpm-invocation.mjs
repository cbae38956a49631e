// Which pnpm the root scripts run, so `npm start` and `npm test` work on a machine with only Node.js and npm.
// Node built-ins only: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The version in package.json's "packageManager" ("pnpm@10.28.0", maybe with a "+sha512…" hash). */
export function pinnedPnpmVersion(packageJson) {
  const match = /^pnpm@([^+]+)/.exec(packageJson.packageManager ?? '');
  if (match === null) throw new Error('package.json must pin pnpm in "packageManager" (pnpm@x.y.z)');
  return match[1];
}

/**
 * The command that runs pnpm, in this order:
 * 1. the pnpm that launched this script (`pnpm start`: npm_execpath is pnpm's own entry file);
 * 2. a `pnpm` on PATH that answers `pnpm --version` (a corepack shim that fails its signature check does not);
 * 3. the pinned version through npx, which ships with npm and takes it from the registry like any package —
 *    no corepack, so a registry that serves packages without signatures is fine. npx also puts that pnpm on the
 *    PATH of what it runs, so package scripts that call `pnpm` work too.
 */
export function pnpmInvocation({ env, nodePath, pinned, hasPnpmOnPath }) {
  const launcher = env.npm_execpath ?? '';
  if (/^pnpm(\.c?js)?$/.test(basename(launcher))) return { command: nodePath, args: [launcher] };
  if (hasPnpmOnPath()) return { command: 'pnpm', args: [] };
  const npx = ['--yes', `pnpm@${pinned}`];
  // Launched by npm (`npm start`): its npx sits beside it, whatever PATH says.
  if (basename(launcher) === 'npm-cli.js') {
    return { command: nodePath, args: [join(dirname(launcher), 'npx-cli.js'), ...npx] };
  }
  return { command: 'npx', args: npx };
}

function pnpmAnswers() {
  const probe = spawnSync('pnpm', ['--version'], { stdio: 'ignore', shell: process.platform === 'win32' });
  return probe.status === 0;
}

let resolved;

/** This process's pnpm command, decided once. */
export function pnpmCommand(root) {
  resolved ??= pnpmInvocation({
    env: process.env,
    nodePath: process.execPath,
    pinned: pinnedPnpmVersion(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))),
    hasPnpmOnPath: pnpmAnswers,
  });
  return resolved;
}
