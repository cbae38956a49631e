/** An example curl command for an endpoint, with a plausible body built from its request schema. */
import type { Endpoint, JsonSchema } from './openapi-document';

const EXAMPLE_STRINGS: Record<string, string> = {
  domain: 'example.com',
  url: 'https://bit.ly/example',
  name: 'My key',
  email: 'you@example.com',
};

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function exampleValue(schema: unknown, name = ''): unknown {
  if (!isSchema(schema)) return null;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.type === 'object' && isSchema(schema.properties)) {
    const required = Array.isArray(schema.required) ? schema.required : Object.keys(schema.properties);
    return Object.fromEntries(
      Object.entries(schema.properties)
        .filter(([key]) => required.includes(key))
        .map(([key, property]) => [key, exampleValue(property, key)]),
    );
  }
  if (schema.type === 'array') return [exampleValue(schema.items, name)];
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  return EXAMPLE_STRINGS[name] ?? 'string';
}

/** The path with each {parameter} filled in with an example. */
export function examplePath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => EXAMPLE_STRINGS[name] ?? name);
}

export function curlExample(endpoint: Endpoint, origin: string): string {
  const lines = [
    `curl${endpoint.method === 'get' ? '' : ` -X ${endpoint.method.toUpperCase()}`} '${origin}${examplePath(endpoint.path)}'`,
  ];
  lines.push(`  -H "Authorization: Bearer $SCAMCHECK_API_KEY"`);
  const content = endpoint.operation.requestBody?.content;
  const jsonSchema = content?.['application/json']?.schema;
  const formSchema = content?.['multipart/form-data']?.schema;
  if (jsonSchema !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(exampleValue(jsonSchema))}'`);
  } else if (formSchema !== undefined) {
    const fields = isSchema(formSchema.properties) ? Object.keys(formSchema.properties) : ['file'];
    for (const field of fields) lines.push(`  -F '${field}=@screenshot.png'`);
  }
  return lines.join(' \\\n');
}
