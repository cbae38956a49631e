import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isWebPagePath } from '@scamcheck/shared';
import express, { type RequestHandler, type Router } from 'express';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the built web app when its folder exists (null otherwise). Hashed files under /assets are
 * cached forever; any other GET outside /api/, /auth and /downloads gets index.html, which routes on the
 * client: status 200 on the app's pages, 404 elsewhere (the app then shows its not-found screen), so
 * crawlers and link checkers see a missing page as missing.
 */
export function webAppRouter(distDir: string): Router | null {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const router = express.Router();
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: ONE_YEAR_MS, fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  router.use(spaFallback(indexHtml));
  return router;
}

function spaFallback(indexHtml: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path)) {
      next();
      return;
    }
    // index.html names the current asset hashes, so it must be revalidated on every visit.
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isWebPagePath(req.path) ? 200 : 404).sendFile(indexHtml);
  };
}

// `/api` itself is a page of the web app (the API docs); only the paths below it are the API.
function isServerPath(path: string): boolean {
  if (path.startsWith('/api/')) return true;
  return ['/auth', '/downloads'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
