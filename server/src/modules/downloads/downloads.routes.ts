import { join } from 'node:path';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { findServerPackageRoot } from '../../lib/package-root';
import type { RouteModule } from '../route-module';
import { DOWNLOAD_BROWSERS, findExtensionPackage, type DownloadBrowser } from './find-package';

/** The public names of the packages, as the /extensions page links to them. */
const FILES: Record<string, DownloadBrowser> = Object.fromEntries(
  DOWNLOAD_BROWSERS.map((browser) => [`scamcheck-${browser}.zip`, browser]),
);

const DownloadParamsSchema = z.object({ file: z.enum(Object.keys(FILES)) });

/** GET /downloads/scamcheck-{chrome,firefox}.zip: the browser extension as `pnpm build` packaged it. */
export function createDownloadsRoutes(outputDir: string): RouteModule {
  return (router, { openapi }) => {
    openapi.register({
      method: 'get',
      path: '/downloads/:file',
      summary: 'The packaged browser extension (scamcheck-chrome.zip or scamcheck-firefox.zip)',
      tags: ['downloads'],
      request: { params: DownloadParamsSchema },
      responses: {
        200: { description: 'The zip file' },
        404: { description: 'Unknown file, or the extension has not been packaged on this server' },
      },
    });

    router.get('/downloads/:file', async (req, res) => {
      const browser = FILES[req.params.file];
      if (browser === undefined) throw new AppError('NOT_FOUND', `No download named ${req.params.file}`);
      const path = await findExtensionPackage(outputDir, browser);
      if (path === null) {
        throw new AppError('NOT_FOUND', `The ${browser} extension has not been packaged on this server yet`);
      }
      res.setHeader('Cache-Control', 'no-cache');
      // WXT's output folder is `.output`: send() refuses dot-folders unless told otherwise.
      res.download(path, req.params.file, { dotfiles: 'allow' });
    });
  };
}

/** WXT writes its packages to extension/.output beside the server package. */
export const downloadsRoutes = createDownloadsRoutes(
  join(findServerPackageRoot(), '..', 'extension', '.output'),
);
