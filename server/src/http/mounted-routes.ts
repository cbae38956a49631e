import type { Express } from 'express';
import { z } from 'zod';

// Express keeps its routing table untyped; read only what we need and check it.
const LayerSchema = z.looseObject({
  rawPath: z.unknown(),
  route: z.looseObject({ path: z.string(), methods: z.record(z.string(), z.boolean()) }).optional(),
  handle: z.unknown(),
});

export type MountedRoute = { method: string; path: string };

/**
 * Every route mounted on the app, including those of routers mounted under a string path, as
 * `{ method: 'get', path: '/api/health' }`. Used to prove the OpenAPI document lists them all.
 */
export function listMountedRoutes(app: Express): MountedRoute[] {
  return walk(app.router, '');
}

function walk(router: unknown, prefix: string): MountedRoute[] {
  return stackOf(router).flatMap((candidate) => {
    const layer = LayerSchema.safeParse(candidate);
    if (!layer.success) return [];
    const { route, rawPath, handle } = layer.data;
    if (route !== undefined) {
      return Object.keys(route.methods)
        .filter((method) => method !== '_all')
        .map((method) => ({ method, path: prefix + route.path }));
    }
    const mountPath = typeof rawPath === 'string' && rawPath !== '/' ? rawPath : '';
    return walk(handle, prefix + mountPath);
  });
}

/** Routers are functions carrying a `stack` of layers; anything else (static files, middleware) has none. */
function stackOf(value: unknown): unknown[] {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null || !('stack' in value))
    return [];
  return Array.isArray(value.stack) ? value.stack : [];
}
