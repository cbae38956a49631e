import { z } from 'zod';
import { defineRoute, reply, type Route } from '../../http/define-route';
import type { OpenApiRegistry } from '../../http/openapi-registry';

/** GET /api/openapi.json: the API description generated from the routes' declarations. */
export function openApiRoutes(openapi: Pick<OpenApiRegistry, 'document'>): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/openapi.json',
      summary: 'This OpenAPI 3.1 document',
      tags: ['system'],
      auth: 'public',
      meter: 'free',
      responses: { 200: { description: 'OpenAPI document', schema: z.looseObject({ openapi: z.string() }) } },
      handler: () => reply(200, openapi.document()),
    }),
  ];
}
