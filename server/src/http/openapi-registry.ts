import type { z } from 'zod';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/**
 * Every route module describes its routes here with the same zod schemas it validates with, and
 * GET /api/openapi.json is generated from this list. A test fails when a mounted route is missing.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type RouteResponse = { description: string; schema?: z.ZodType };

export type RouteDoc = {
  method: HttpMethod;
  /** Express syntax (`/api/domain/:domain`); the document shows it as `/api/domain/{domain}`. */
  path: string;
  summary: string;
  tags?: string[];
  request?: {
    body?: z.ZodType;
    /** Defaults to application/json. */
    bodyContentType?: 'application/json' | 'multipart/form-data';
    query?: z.ZodObject;
    params?: z.ZodObject;
  };
  responses: Record<number, RouteResponse>;
};

export type OpenApiRegistry = {
  register(route: RouteDoc): void;
  routes(): readonly RouteDoc[];
  document(): OpenApiDocument;
};

export function createOpenApiRegistry(): OpenApiRegistry {
  const routes: RouteDoc[] = [];
  let cached: OpenApiDocument | null = null;
  return {
    register(route) {
      if (routes.some((known) => known.method === route.method && known.path === route.path)) {
        throw new Error(`Route ${route.method.toUpperCase()} ${route.path} is registered twice`);
      }
      routes.push(route);
      cached = null;
    },
    routes: () => routes,
    document() {
      cached ??= buildOpenApiDocument(routes);
      return cached;
    },
  };
}
