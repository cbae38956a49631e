/** GET /api/user: the signed-in user, or null. Any failure means signed out, silently. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '../../lib/api-client';

// Only these fields are read; the rest of the response is kept as sent.
export const UserSchema = z.looseObject({
  role: z.string().nullish(),
  email: z.string().nullish(),
  name: z.string().nullish(),
});
export type User = z.infer<typeof UserSchema>;

export const CURRENT_USER_PATH = '/api/user';

export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    return UserSchema.parse(await getJson(CURRENT_USER_PATH, { signal }));
  } catch {
    return null;
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: [CURRENT_USER_PATH],
  queryFn: fetchCurrentUser,
});
