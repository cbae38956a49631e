import { ApiError } from '../../lib/api-error';

export type ApiFailure = { status: number | null; message: string };

/** An api-client error's status and the sentence the server wrote, so a toast can show it. */
export function readApiFailure(error: unknown, fallback: string): ApiFailure {
  if (!(error instanceof ApiError)) return { status: null, message: fallback };
  return { status: error.status, message: error.serverMessage ?? fallback };
}
