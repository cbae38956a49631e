import { join } from 'node:path';
import type { Request } from 'express';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { findServerPackageRoot } from '../../lib/package-root';
import { defineRoute, reply, type Route } from '../../http/define-route';
import { createPackageCache } from './deployment-package';
import { DOWNLOAD_BROWSERS, findExtensionPackage, type DownloadBrowser } from './find-package';

/** The public names of the packages, as the /extensions page links to them. */
const FILES: Record<string, DownloadBrowser> = Object.fromEntries(
  DOWNLOAD_BROWSERS.map((browser) => [`scamcheck-${browser}.zip`, browser]),
);

const DownloadParamsSchema = z.object({ file: z.enum(Object.keys(FILES)) });

/**
 * The address the downloaded extension should use: PUBLIC_URL when it is set, otherwise the origin the zip was
 * asked from (behind TRUST_PROXY hops, as the client saw it), so a server reached as http://192.168.1.5:5000
 * hands out an extension for http://192.168.1.5:5000.
 */
function serverUrlFor(req: Request, http: { publicUrl: string; isPublicUrlSet: boolean }): string {
  if (http.isPublicUrlSet) return new URL(http.publicUrl).origin;
  const origin = `${req.protocol}://${req.host}`;
  try {
    return new URL(origin).origin;
  } catch {
    throw new AppError('BAD_REQUEST', 'The Host header is not a valid host name');
  }
}

/**
 * GET /downloads/scamcheck-{chrome,firefox}.zip: the browser extension as `pnpm build` packaged it, made for this
 * deployment (its server address and host access rewritten, see deployment-package.ts).
 */
export function downloadsRoutes(
  http: { publicUrl: string; isPublicUrlSet: boolean },
  outputDir = join(findServerPackageRoot(), '..', 'extension', '.output'),
): Route[] {
  const packageFor = createPackageCache();
  return [
    defineRoute({
      method: 'get',
      path: '/downloads/:file',
      summary: 'The packaged browser extension (scamcheck-chrome.zip or scamcheck-firefox.zip)',
      tags: ['downloads'],
      auth: 'public',
      meter: 'free',
      request: { params: DownloadParamsSchema },
      notFound: 'No such download',
      responses: {
        200: {
          description: "The zip file, set up for this server's address",
          contentType: 'application/zip',
        },
        404: { description: 'Unknown file, or the extension has not been packaged on this server' },
      },
      handler: async ({ req, res, params: { file } }) => {
        const browser = FILES[file];
        if (browser === undefined) throw new AppError('NOT_FOUND', 'No such download');
        const path = await findExtensionPackage(outputDir, browser);
        if (path === null) {
          throw new AppError(
            'NOT_FOUND',
            `The ${browser} extension has not been packaged on this server yet`,
          );
        }
        const zip = await packageFor(path, serverUrlFor(req, http));
        res.attachment(file);
        // Made per origin when PUBLIC_URL is unset: a shared cache must not hand one origin's zip to another.
        return reply(200, zip, {
          'Cache-Control': 'no-cache',
          Vary: 'Host, X-Forwarded-Host, X-Forwarded-Proto',
        });
      },
    }),
  ];
}
