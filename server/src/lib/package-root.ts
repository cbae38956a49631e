import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_PACKAGE_NAME = '@scamcheck/server';

/**
 * The server package folder, found by walking up from a module's URL. It works the same from
 * `src/**` (tsx, vitest) and from the bundled `dist/main.js`, which sit at different depths.
 */
export function findServerPackageRoot(fromUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(fromUrl));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === SERVER_PACKAGE_NAME) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${SERVER_PACKAGE_NAME} package above ${fromUrl}`);
    dir = parent;
  }
}

function readPackageName(manifestPath: string): unknown {
  const parsed: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'name' in parsed ? parsed.name : undefined;
}
