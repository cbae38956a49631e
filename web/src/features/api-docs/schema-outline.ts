/**
 * A JSON Schema as a short, TypeScript-like outline ("{ domain: string; score: integer 0–100 }"):
 * what a developer needs to read a request or response, without the schema's noise.
 */
import type { JsonSchema } from './openapi-document';

const MAX_DEPTH = 6;

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refName(ref: string): string {
  return ref.split('/').at(-1) ?? ref;
}

function range(schema: JsonSchema): string {
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  if (typeof min === 'number' && typeof max === 'number') return ` ${min}–${max}`;
  if (typeof min === 'number') return ` ≥ ${min}`;
  if (typeof max === 'number') return ` ≤ ${max}`;
  return '';
}

function scalar(type: string, schema: JsonSchema): string {
  if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
  if (type === 'number' || type === 'integer') return `${type}${range(schema)}`;
  return type;
}

export function schemaOutline(schema: unknown, indent = '', depth = 0): string {
  if (!isSchema(schema)) return 'any';
  if (depth > MAX_DEPTH) return '…';
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return union.map((part) => schemaOutline(part, indent, depth + 1)).join(' | ');
  const { type } = schema;
  if (Array.isArray(type)) {
    return type
      .map((part) => (typeof part === 'string' ? outlineOfType(part, schema, indent, depth) : 'any'))
      .join(' | ');
  }
  if (typeof type === 'string') return outlineOfType(type, schema, indent, depth);
  return 'any';
}

function outlineOfType(type: string, schema: JsonSchema, indent: string, depth: number): string {
  if (type === 'array') {
    const items = schemaOutline(schema.items, indent, depth + 1);
    return items.includes(' | ') ? `(${items})[]` : `${items}[]`;
  }
  if (type === 'object') return objectOutline(schema, indent, depth);
  return scalar(type, schema);
}

function objectOutline(schema: JsonSchema, indent: string, depth: number): string {
  const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
  if (properties.length === 0) return isSchema(schema.additionalProperties) ? 'object' : '{}';
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const inner = `${indent}  `;
  const lines = properties.map(
    ([name, property]) =>
      `${inner}${name}${required.has(name) ? '' : '?'}: ${schemaOutline(property, inner, depth + 1)};`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}
