import { startTestSite, type TestSite } from './test-site';

/** Serves fixed files (threat feeds, popularity lists, bootstrap JSON) by path, e.g. '/feed.txt'. */
export function startFileServer(
  files: Record<string, string | Uint8Array>,
  options: { host?: string; contentType?: string } = {},
): Promise<TestSite> {
  const routes = Object.fromEntries(
    Object.entries(files).map(([path, body]) => [
      path,
      { headers: { 'content-type': options.contentType ?? 'application/octet-stream' }, body },
    ]),
  );
  return startTestSite({ routes, host: options.host });
}
