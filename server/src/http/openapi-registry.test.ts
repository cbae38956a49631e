import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOpenApiRegistry } from './openapi-registry';

describe('the OpenAPI registry', () => {
  it('turns Express paths, params, query and body schemas into an OpenAPI operation', () => {
    const registry = createOpenApiRegistry();
    registry.register({
      method: 'post',
      path: '/api/domain/:domain/comments',
      summary: 'Add a comment',
      tags: ['comments'],
      request: {
        params: z.object({ domain: z.string().min(1) }),
        query: z.object({ page: z.coerce.number().int().optional(), sort: z.enum(['new', 'top']) }),
        body: z.object({ text: z.string().max(500) }),
      },
      responses: {
        201: { description: 'Created', schema: z.object({ id: z.string() }) },
        204: { description: 'Nothing' },
      },
    });

    const operation = registry.document().paths['/api/domain/{domain}/comments']?.post;
    expect(operation).toMatchObject({
      summary: 'Add a comment',
      tags: ['comments'],
      parameters: [
        { name: 'domain', in: 'path', required: true, schema: { type: 'string', minLength: 1 } },
        { name: 'page', in: 'query', required: false },
        { name: 'sort', in: 'query', required: true, schema: { enum: ['new', 'top'] } },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { type: 'object', properties: { text: { maxLength: 500 } } } },
        },
      },
      responses: {
        '201': { description: 'Created', content: { 'application/json': { schema: { type: 'object' } } } },
        '204': { description: 'Nothing' },
      },
    });
  });

  it('documents undeclared path parameters as strings', () => {
    const registry = createOpenApiRegistry();
    registry.register({
      method: 'get',
      path: '/api/domain/:domain',
      summary: 'Report',
      responses: { 200: { description: 'OK' } },
    });
    expect(registry.document().paths['/api/domain/{domain}']?.get).toMatchObject({
      parameters: [{ name: 'domain', in: 'path', required: true, schema: { type: 'string' } }],
    });
  });

  it('refuses the same method and path twice', () => {
    const registry = createOpenApiRegistry();
    const route = { method: 'get', path: '/api/x', summary: 'X', responses: {} } as const;
    registry.register(route);
    expect(() => registry.register(route)).toThrow('Route GET /api/x is registered twice');
  });
});
