import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMountedRoutes } from '../../http/mounted-routes';
import { createTestApp, type TestApp } from '../../test-helpers';

describe('GET /api/openapi.json', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('is an OpenAPI 3.1 document for this version', async () => {
    const res = await request(testApp.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ openapi: '3.1.0', info: { title: 'ScamCheck API', version: '1.2.2' } });
  });

  it('documents every route mounted on the app', async () => {
    const { paths } = (await request(testApp.app).get('/api/openapi.json')).body as {
      paths: Record<string, object>;
    };
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const mounted = listMountedRoutes(testApp.app).map(
      ({ method, path }) => `${method.toUpperCase()} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`,
    );
    expect(mounted).toContain('GET /api/health');
    expect(mounted).toContain('GET /api/openapi.json');
    expect(documented.sort()).toEqual([...new Set(mounted)].sort());
  });

  it('describes responses with JSON Schemas generated from the shared zod schemas', async () => {
    const { body } = await request(testApp.app).get('/api/openapi.json');
    const health = body.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['status', 'version', 'uptimeSeconds', 'storage']),
      properties: { status: { enum: ['ok', 'degraded'] } },
    });
    expect(health.responses.default.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(body.components.schemas.ErrorBody.properties.error.properties.code.enum).toContain('NOT_FOUND');
  });
});
