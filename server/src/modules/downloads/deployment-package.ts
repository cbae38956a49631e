/**
 * The extension zip made for one deployment: the build's package with manifest.json rewritten so the extension
 * talks to this server (homepage_url, read by the extension as its default server) and may reach it (its host
 * access), whatever address the package was built for.
 */
import { LRUCache } from 'lru-cache';
import { readFile, stat } from 'node:fs/promises';
import { serverHostPermission } from '@scamcheck/shared';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { z } from 'zod';

const ManifestSchema = z.looseObject({
  manifest_version: z.union([z.literal(2), z.literal(3)]),
  permissions: z.array(z.string()).optional(),
  host_permissions: z.array(z.string()).optional(),
});

// A host pattern in a permission list: `<all_urls>` or `scheme://host/path`.
const isHostPattern = (permission: string) => permission === '<all_urls>' || permission.includes('://');

/** The manifest with its server replaced (MV2 keeps host access among the permissions, MV3 apart). */
export function manifestForServer(manifest: unknown, serverUrl: string): Record<string, unknown> {
  const parsed = ManifestSchema.parse(manifest);
  const access = serverHostPermission(serverUrl);
  if (parsed.manifest_version === 3)
    return { ...parsed, homepage_url: serverUrl, host_permissions: [access] };
  const apis = (parsed.permissions ?? []).filter((permission) => !isHostPattern(permission));
  return { ...parsed, homepage_url: serverUrl, permissions: [...apis, access] };
}

/** Rewrites manifest.json inside a packaged extension; every other file is copied unchanged. */
export function packageForServer(zip: Uint8Array, serverUrl: string): Buffer {
  const files = unzipSync(zip);
  const entry = files['manifest.json'];
  if (entry === undefined) throw new Error('the packaged extension has no manifest.json');
  const manifest = manifestForServer(JSON.parse(strFromU8(entry)), serverUrl);
  files['manifest.json'] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  // Unix entries (read-only files for everyone, as the build wrote them), best compression.
  return Buffer.from(zipSync(files, { level: 9, os: 3, attrs: 0o644 << 16 }));
}

/** Packages per (file, modification time, server), at most `size` of them: few servers ever ask, a build resets. */
export function createPackageCache(size = 8) {
  const entries = new LRUCache<string, Promise<Buffer>>({ max: size });
  return async (path: string, serverUrl: string): Promise<Buffer> => {
    const key = `${path}\n${(await stat(path)).mtimeMs}\n${serverUrl}`;
    let built = entries.get(key);
    if (built === undefined) {
      built = readFile(path).then((zip) => packageForServer(zip, serverUrl));
      // A failed build is not kept, so the next download tries again.
      built.catch(() => entries.delete(key));
      entries.set(key, built);
    }
    return built;
  };
}
