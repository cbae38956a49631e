import { z } from 'zod';
import type { RouteModule } from '../route-module';

/** GET /api/openapi.json: the API description generated from the registered zod schemas. */
export const openApiRoutes: RouteModule = (router, { openapi }) => {
  openapi.register({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tags: ['system'],
    responses: { 200: { description: 'OpenAPI document', schema: z.looseObject({ openapi: z.string() }) } },
  });

  router.get('/api/openapi.json', (_req, res) => {
    res.json(openapi.document());
  });
};
