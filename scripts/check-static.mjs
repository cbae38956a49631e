// `npm run check:static` / `pnpm check:static`: install if needed, then the format check, lint and typecheck,
// with the workspace's pnpm even when only npm is installed (scripts/pnpm-invocation.mjs).
import { ensureInstalled, runPnpmOrExit } from './lib.mjs';

ensureInstalled();
for (const script of ['format:check', 'lint', 'typecheck']) runPnpmOrExit(['run', script]);
