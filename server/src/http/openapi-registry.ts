import {
  buildOpenApiDocument,
  type HttpMethod,
  type OpenApiDocument,
  type RouteDoc,
  type RouteResponse,
} from './openapi-document';

/**
 * Every route module describes its routes here with the same zod schemas it validates with, and
 * GET /api/openapi.json is generated from this list. A test fails when a mounted route is missing.
 */

export type { HttpMethod, RouteDoc, RouteResponse };

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
