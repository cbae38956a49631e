import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses request input (body, query, params) with a shared schema. A failure answers 400
 * VALIDATION_FAILED with the first issue's message, which shared schemas word for end users.
 */
export function validate<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  throw new AppError('VALIDATION_FAILED', first?.message ?? 'Invalid request', result.error.issues);
}
