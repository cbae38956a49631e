/** /api/keys: the signed-in person's API keys (the secret comes back once, when a key is created). */
import { ApiKeyListSchema, CreatedApiKeySchema, type ApiKey, type CreatedApiKey } from '@scamcheck/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../lib/api-client';

export const API_KEYS_PATH = '/api/keys';

export const apiKeysQueryOptions = queryOptions({
  queryKey: [API_KEYS_PATH],
  queryFn: async ({ signal }): Promise<ApiKey[]> =>
    ApiKeyListSchema.parse(await getJson(API_KEYS_PATH, { signal })).keys,
});

export async function createApiKey(name: string): Promise<CreatedApiKey> {
  const response = await apiRequest('POST', API_KEYS_PATH, { name });
  return CreatedApiKeySchema.parse(await response.json());
}

export async function revokeApiKey(id: string): Promise<void> {
  await apiRequest('DELETE', `${API_KEYS_PATH}/${encodeURIComponent(id)}`);
}
