// `pnpm start`: install if needed, build what is stale, then serve the product on PORT (default 5000).
// The install and builds are child processes that finish first; the server then runs in this very
// process, so `pnpm start` leaves one long-running Node.js process of ours (docs/performance.md).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, ensureInstalled, ROOT } from './lib.mjs';

ensureInstalled();
// The extension too: the site's /extensions page links its packaged zips.
buildIfStale(['web', 'server', 'extension']);

// The server ran from the root before, as a second process; the working directory stays the same. Stack traces
// point into server/dist/main.js, an unminified bundle that names each source file: mapping them back to
// TypeScript (NODE_OPTIONS=--enable-source-maps) holds ~15 MB more (docs/performance.md).
process.chdir(ROOT);
await import(pathToFileURL(join(ROOT, 'server', 'dist', 'main.js')).href);
