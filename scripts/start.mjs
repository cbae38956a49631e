// `pnpm start`: install if needed, build what is stale, then serve the product on PORT (default 5000).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, ensureInstalled, ROOT } from './lib.mjs';

ensureInstalled();
// The extension too: the site's /extensions page links its packaged zips.
buildIfStale(['web', 'server', 'extension']);

const server = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'server', 'dist', 'main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
