/** The parts of GET /api/openapi.json the docs page reads; everything else passes through untouched. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '../../lib/api-client';

export type JsonSchema = Record<string, unknown>;
const JsonSchemaSchema = z.record(z.string(), z.unknown());

const MediaSchema = z.record(z.string(), z.looseObject({ schema: JsonSchemaSchema.optional() }));

export const ParameterSchema = z.looseObject({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  schema: JsonSchemaSchema.optional(),
});
export type Parameter = z.infer<typeof ParameterSchema>;

export const OperationSchema = z.looseObject({
  summary: z.string().optional(),
  tags: z.array(z.string()).optional(),
  parameters: z.array(ParameterSchema).optional(),
  requestBody: z.looseObject({ content: MediaSchema }).optional(),
  responses: z.record(
    z.string(),
    z.looseObject({ description: z.string().optional(), content: MediaSchema.optional() }),
  ),
});
export type Operation = z.infer<typeof OperationSchema>;

export const OpenApiDocumentSchema = z.looseObject({
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ schemas: z.record(z.string(), JsonSchemaSchema).optional() }).optional(),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>;

export const OPENAPI_PATH = '/api/openapi.json';

export const openApiQueryOptions = queryOptions({
  queryKey: [OPENAPI_PATH],
  queryFn: async ({ signal }) => OpenApiDocumentSchema.parse(await getJson(OPENAPI_PATH, { signal })),
});

export function useOpenApiDocument() {
  return useQuery(openApiQueryOptions);
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type Endpoint = { method: HttpMethod; path: string; operation: Operation };

/**
 * The documented endpoints grouped by their first tag, public ones only: admin routes serve the
 * operator's own screens and are not part of the public API.
 */
export function endpointsByTag(document: OpenApiDocument): Map<string, Endpoint[]> {
  const groups = new Map<string, Endpoint[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/api/admin')) continue;
    for (const method of HTTP_METHODS) {
      const parsed = OperationSchema.safeParse(methods[method]);
      if (!parsed.success) continue;
      const tag = parsed.data.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation: parsed.data }]);
    }
  }
  return groups;
}
