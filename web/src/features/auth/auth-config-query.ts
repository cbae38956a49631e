/** GET /api/auth/config: which ways of signing in the server offers (Google, trial sign-in). */
import { AuthConfigSchema, type AuthConfig } from '@scamcheck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

export const AUTH_CONFIG_PATH = '/api/auth/config';

export const authConfigQueryOptions = queryOptions({
  queryKey: [AUTH_CONFIG_PATH],
  queryFn: async ({ signal }): Promise<AuthConfig> =>
    AuthConfigSchema.parse(await getJson(AUTH_CONFIG_PATH, { signal })),
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
