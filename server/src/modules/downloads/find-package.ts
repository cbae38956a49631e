import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const DOWNLOAD_BROWSERS = ['chrome', 'firefox'] as const;
export type DownloadBrowser = (typeof DOWNLOAD_BROWSERS)[number];

/**
 * The newest packaged extension for a browser in WXT's output folder (`…-chrome.zip`,
 * `…-firefox.zip`; never the `-sources.zip` that Firefox review needs), or null when none is built.
 */
export async function findExtensionPackage(
  outputDir: string,
  browser: DownloadBrowser,
): Promise<string | null> {
  let names: string[];
  try {
    names = await readdir(outputDir);
  } catch {
    return null;
  }
  const candidates = names.filter((name) => name.endsWith(`-${browser}.zip`) || name === `${browser}.zip`);
  const dated = await Promise.all(
    candidates.map(async (name) => {
      const path = join(outputDir, name);
      const info = await stat(path);
      return { path, isFile: info.isFile(), modified: info.mtimeMs };
    }),
  );
  const newest = dated.filter((file) => file.isFile).sort((a, b) => b.modified - a.modified)[0];
  return newest?.path ?? null;
}
