import {
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
  MAX_API_KEYS_PER_USER,
  type ApiKey,
  type CreatedApiKey,
} from '@scamcheck/shared';
import { AppError } from '../../http/app-error';
import { defineRoute, reply, noBody, type Route } from '../../http/define-route';
import type { Clock } from '../../lib/clock';
import type { ApiKeyRecord, ApiKeyRepository } from '../../storage/ports';
import { generateApiKey } from './api-key-secret';

function toApiKey(record: ApiKeyRecord): ApiKey {
  return {
    id: record.id,
    name: record.name,
    prefix: record.prefix,
    createdAt: record.createdAt.toISOString(),
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
  };
}

/** /api/keys: list, create (the secret is in this one answer only) and revoke your API keys. */
export function apiKeysRoutes({ apiKeys, clock }: { apiKeys: ApiKeyRepository; clock: Clock }): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/keys',
      summary: 'Your API keys (never their secrets)',
      tags: ['api keys'],
      auth: 'session',
      meter: 'free',
      cacheControl: 'no-store',
      responses: { 200: { description: 'Keys, newest first', schema: ApiKeyListSchema } },
      handler: async ({ user }) => reply(200, { keys: (await apiKeys.listByUser(user.id)).map(toApiKey) }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/keys',
      summary: 'Create an API key; the answer is the only time the key is shown',
      tags: ['api keys'],
      auth: 'session',
      meter: 'free',
      cacheControl: 'no-store',
      request: { body: CreateApiKeyRequestSchema },
      responses: { 201: { description: 'Created', schema: CreatedApiKeySchema } },
      handler: async ({ body: { name }, user }) => {
        if ((await apiKeys.countByUser(user.id)) >= MAX_API_KEYS_PER_USER) {
          throw new AppError(
            'CONFLICT',
            `You already have ${MAX_API_KEYS_PER_USER} API keys. Revoke one before creating another.`,
          );
        }
        const secret = generateApiKey();
        const record = await apiKeys.create({
          userId: user.id,
          name,
          prefix: secret.prefix,
          hash: secret.hash,
          createdAt: clock.now(),
        });
        const body: CreatedApiKey = { ...toApiKey(record), key: secret.key };
        return reply(201, body);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/keys/:id',
      summary: 'Revoke one of your API keys',
      tags: ['api keys'],
      auth: 'session',
      meter: 'free',
      request: { params: ApiKeyParamsSchema },
      responses: { 204: { description: 'Revoked' }, 404: { description: 'Not one of your keys' } },
      handler: async ({ params, user }) => {
        // Someone else's key answers exactly like a missing one (docs/security.md).
        if (!(await apiKeys.revoke(user.id, params.id))) throw new AppError('NOT_FOUND', 'Unknown API key.');
        return noBody(204);
      },
    }),
  ];
}
