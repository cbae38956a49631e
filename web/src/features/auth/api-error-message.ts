import { z } from 'zod';

// Only the message is needed; an unknown error code must not hide it.
const ErrorMessageSchema = z.object({ error: z.object({ message: z.string() }) });

export type ApiFailure = { status: number | null; message: string };

/**
 * Reads an api-client error (`${status}: ${body}`) back into its status and the server's
 * `{ error: { message } }`, so a toast can show the sentence the server wrote.
 */
export function readApiFailure(error: unknown, fallback: string): ApiFailure {
  const text = error instanceof Error ? error.message : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (match === null) return { status: null, message: fallback };
  const status = Number(match[1]);
  try {
    const body = ErrorMessageSchema.safeParse(JSON.parse(match[2] ?? ''));
    return { status, message: body.success ? body.data.error.message : fallback };
  } catch {
    return { status, message: fallback };
  }
}
