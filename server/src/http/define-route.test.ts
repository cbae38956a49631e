import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, mountRoutes, noBody, reply, type Route } from './define-route';
import { createErrorMiddleware } from './error-middleware';
import { createOpenApiRegistry } from './openapi-registry';

const ItemSchema = z.object({ id: z.string().uuid(), name: z.string().min(1) });
const ID = '00000000-0000-4000-8000-000000000000';

/** An item store with a route that can be told to answer a body its schema does not allow. */
function itemRoutes(): Route[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/items/:id',
      summary: 'Save an item',
      tags: ['items'],
      auth: 'public',
      meter: { name: 'message-allowance', guard: (_req, _res, next) => next() },
      notFound: 'No such item',
      request: {
        params: z.object({ id: z.string().uuid() }),
        query: z.object({ broken: z.enum(['yes', 'no']).default('no') }),
        body: z.object({ name: z.string().min(1, 'Please name the item') }),
      },
      responses: { 201: { description: 'Saved', schema: ItemSchema } },
      handler: ({ params, query, body }) =>
        // A broken answer, as a bug in a route would produce it: the name is missing.
        reply(
          201,
          query.broken === 'yes'
            ? ({ id: params.id } as z.output<typeof ItemSchema>)
            : { id: params.id, ...body },
        ),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/items/:id',
      summary: 'Delete an item',
      tags: ['items'],
      auth: 'admin',
      meter: 'free',
      responses: { 204: { description: 'Deleted' } },
      handler: () => noBody(204),
    }),
  ];
}

function appWith(validateResponses: boolean) {
  const app = express();
  const openapi = createOpenApiRegistry();
  const unexpected: unknown[] = [];
  app.use(express.json());
  const router = express.Router();
  mountRoutes(router, itemRoutes(), { openapi, validateResponses });
  app.use(router);
  app.use(createErrorMiddleware({ onUnexpectedError: (error) => unexpected.push(error) }));
  return { app, openapi, unexpected };
}

describe('defineRoute', () => {
  it('validates the request and answers a bad one with the usual 400 error body', async () => {
    const { app } = appWith(true);
    const res = await request(app).post(`/api/items/${ID}`).send({ name: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Please name the item' } });

    const badQuery = await request(app).post(`/api/items/${ID}?broken=maybe`).send({ name: 'Lamp' });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for an id that cannot exist when the route says so', async () => {
    const res = await request(appWith(true).app).post('/api/items/not-an-id').send({ name: 'Lamp' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such item' } });
  });

  it('hands the handler parsed input and sends its answer with the declared status', async () => {
    const res = await request(appWith(true).app).post(`/api/items/${ID}`).send({ name: 'Lamp', extra: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: ID, name: 'Lamp' });
  });

  it('fails an answer that does not match its schema when answers are checked (development, tests)', async () => {
    const { app, unexpected } = appWith(true);
    const res = await request(app).post(`/api/items/${ID}?broken=yes`).send({ name: 'Lamp' });
    expect(res.status).toBe(500);
    expect(String(unexpected[0])).toMatch(
      /POST \/api\/items\/:id answered 201 .*does not match its schema: name/,
    );
  });

  it('sends the answer unchecked in production', async () => {
    const res = await request(appWith(false).app).post(`/api/items/${ID}?broken=yes`).send({ name: 'Lamp' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: ID });
  });

  it('applies the auth guard before anything else', async () => {
    const res = await request(appWith(true).app).delete(`/api/items/${ID}`);
    expect(res.status).toBe(401);
  });

  it('registers the OpenAPI operation from the same schemas, with the refusals the declaration implies', () => {
    const { openapi } = appWith(true);
    const paths = openapi.document().paths['/api/items/{id}'] as Record<string, Record<string, unknown>>;
    const post = paths.post;
    expect(post).toMatchObject({
      summary: 'Save an item',
      'x-scamcheck-meter': 'message-allowance',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        { name: 'broken', in: 'query', required: false, schema: { enum: ['yes', 'no'] } },
      ],
      requestBody: {
        content: {
          'application/json': { schema: { properties: { name: { type: 'string', minLength: 1 } } } },
        },
      },
      responses: {
        201: { content: { 'application/json': { schema: { required: ['id', 'name'] } } } },
        400: { description: expect.any(String) },
        404: { description: 'No such item' },
        429: { description: expect.stringContaining('message-allowance') },
      },
    });
    expect(paths.delete).toMatchObject({ responses: { 204: { description: 'Deleted' }, 401: {}, 403: {} } });
    expect(paths.delete).not.toHaveProperty('x-scamcheck-meter');
  });
});
