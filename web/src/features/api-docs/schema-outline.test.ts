import { describe, expect, it } from 'vitest';
import { curlExample, examplePath, exampleValue } from './curl-example';
import { endpointsByTag, OpenApiDocumentSchema } from './openapi-document';
import { schemaOutline } from './schema-outline';

describe('schemaOutline', () => {
  it('writes an object as a TypeScript-like outline with optional fields and ranges', () => {
    const schema = {
      type: 'object',
      properties: {
        domain: { type: 'string' },
        score: { type: 'integer', minimum: 0, maximum: 100 },
        band: { type: 'string', enum: ['trusted', 'caution'] },
        createdAt: { type: 'string', format: 'date-time' },
        url: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['domain', 'score', 'band', 'createdAt', 'url'],
    };
    expect(schemaOutline(schema)).toBe(
      [
        '{',
        '  domain: string;',
        '  score: integer 0–100;',
        '  band: "trusted" | "caution";',
        '  createdAt: string (date-time);',
        '  url: string | null;',
        '  tags?: string[];',
        '}',
      ].join('\n'),
    );
  });

  it('names references and falls back to any for what it cannot read', () => {
    expect(schemaOutline({ $ref: '#/components/schemas/ErrorBody' })).toBe('ErrorBody');
    expect(schemaOutline(undefined)).toBe('any');
    expect(schemaOutline({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } })).toBe(
      '(string | number)[]',
    );
  });
});

describe('curl examples', () => {
  const analyze = {
    method: 'post' as const,
    path: '/api/analyze',
    operation: {
      responses: {},
      requestBody: {
        content: {
          'application/json': {
            schema: { type: 'object', properties: { domain: { type: 'string' } }, required: ['domain'] },
          },
        },
      },
    },
  };

  it('sends the API key and a JSON body built from the request schema', () => {
    expect(curlExample(analyze, 'https://scamcheck.example')).toBe(
      [
        "curl -X POST 'https://scamcheck.example/api/analyze'",
        '  -H "Authorization: Bearer $SCAMCHECK_API_KEY"',
        "  -H 'Content-Type: application/json'",
        '  -d \'{"domain":"example.com"}\'',
      ].join(' \\\n'),
    );
  });

  it('fills path parameters and uploads files as multipart', () => {
    expect(examplePath('/api/domain/{domain}')).toBe('/api/domain/example.com');
    const upload = {
      method: 'post' as const,
      path: '/api/analyze-image',
      operation: {
        responses: {},
        requestBody: {
          content: { 'multipart/form-data': { schema: { type: 'object', properties: { image: {} } } } },
        },
      },
    };
    expect(curlExample(upload, '')).toContain("-F 'image=@screenshot.png'");
    expect(exampleValue({ type: 'array', items: { type: 'integer' } })).toEqual([1]);
  });
});

describe('endpointsByTag', () => {
  it('groups operations by their first tag and leaves out the admin API', () => {
    const document = OpenApiDocumentSchema.parse({
      info: { title: 'ScamCheck API', version: '1.2.2' },
      paths: {
        '/api/health': { get: { summary: 'Health', tags: ['system'], responses: {} } },
        '/api/analyze': { post: { summary: 'Analyse', tags: ['analysis'], responses: {} } },
        '/api/domains': { get: { summary: 'List', tags: ['analysis'], responses: {} } },
        '/api/admin/users': { get: { summary: 'Users', tags: ['admin'], responses: {} } },
      },
    });
    const groups = endpointsByTag(document);
    expect([...groups.keys()]).toEqual(['system', 'analysis']);
    expect(groups.get('analysis')?.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'post /api/analyze',
      'get /api/domains',
    ]);
  });
});
