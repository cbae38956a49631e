import { APP_VERSION, ErrorBodySchema } from '@scamcheck/shared';
import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type RouteResponse = {
  description: string;
  /** A JSON answer. */
  schema?: z.ZodType;
  /** A non-JSON answer (a file): its media type. Neither: the answer has no body. */
  contentType?: string;
};

export type RouteDoc = {
  method: HttpMethod;
  /** Express syntax (`/api/domain/:domain`); the document shows it as `/api/domain/{domain}`. */
  path: string;
  summary: string;
  tags?: string[];
  /** What a call costs, when it costs something (costly-routes.ts): `x-scamcheck-meter`. */
  meter?: string;
  request?: {
    body?: z.ZodType;
    /** Defaults to application/json. */
    bodyContentType?: 'application/json' | 'multipart/form-data';
    query?: z.ZodObject;
    params?: z.ZodObject;
  };
  responses: Record<number, RouteResponse>;
};

export type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
};

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

/** OpenAPI 3.1 uses JSON Schema 2020-12, which zod 4 emits natively. */
export function buildOpenApiDocument(routes: readonly RouteDoc[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ScamCheck API',
      version: APP_VERSION,
      description: 'Errors answer { "error": { "code", "message" } } with the status of the code.',
    },
    paths,
    components: { schemas: { ErrorBody: jsonSchema(ErrorBodySchema, 'output') } },
  };
}

function operation(route: RouteDoc): Record<string, unknown> {
  const { request } = route;
  const responses: Record<string, unknown> = { default: { description: 'Error', content: json(ERROR_REF) } };
  for (const [status, response] of Object.entries(route.responses)) {
    responses[status] = { description: response.description, ...responseContent(response) };
  }
  const parameters = [
    ...pathParameters(route),
    ...(request?.query === undefined ? [] : objectParameters(request.query, 'query')),
  ];
  return {
    summary: route.summary,
    ...(route.tags === undefined ? {} : { tags: route.tags }),
    ...(route.meter === undefined ? {} : { 'x-scamcheck-meter': route.meter }),
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(request?.body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: {
              [request.bodyContentType ?? 'application/json']: { schema: jsonSchema(request.body, 'input') },
            },
          },
        }),
    responses,
  };
}

function responseContent({ schema, contentType }: RouteResponse) {
  if (schema !== undefined) return { content: json(jsonSchema(schema, 'output')) };
  if (contentType !== undefined)
    return { content: { [contentType]: { schema: { type: 'string', format: 'binary' } } } };
  return {};
}

/** Every `:name` in the path is a parameter, described by the params schema when one is given. */
function pathParameters(route: RouteDoc): unknown[] {
  const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  const described = route.request?.params === undefined ? [] : objectParameters(route.request.params, 'path');
  return names.map(
    (name) =>
      described.find((parameter) => parameter.name === name) ?? {
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      },
  );
}

function objectParameters(schema: z.ZodObject, location: 'query' | 'path') {
  const converted = jsonSchema(schema, 'input');
  const properties = isRecord(converted.properties) ? converted.properties : {};
  const required = Array.isArray(converted.required) ? converted.required : [];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.includes(name),
    schema: property,
  }));
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // `unrepresentable: 'any'` keeps dates and transforms from breaking the whole document.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function json(schema: unknown) {
  return { 'application/json': { schema } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
