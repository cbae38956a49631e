import type { z } from 'zod';

/**
 * A model's structured answer, parsed again against its schema so a server that ignores the requested
 * JSON schema cannot slip anything by: the validated value, or null for anything else (no content,
 * not JSON, extra fields, out-of-range values).
 */
export function parseStructuredOutput<T>(schema: z.ZodType<T>, content: string | null | undefined): T | null {
  if (content === null || content === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
