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
import { requireSessionUser, requireUserOf } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { ApiKeyRecord } from '../../storage/ports';
import type { RouteModule } from '../route-module';
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
export const apiKeysRoutes: RouteModule = (router, { container, openapi }) => {
  const { apiKeys } = container.storage;

  openapi.register({
    method: 'get',
    path: '/api/keys',
    summary: 'Your API keys (never their secrets)',
    tags: ['api keys'],
    responses: { 200: { description: 'Keys, newest first', schema: ApiKeyListSchema } },
  });
  router.get('/api/keys', requireSessionUser, async (req, res) => {
    const keys = await apiKeys.listByUser(requireUserOf(req).id);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ keys: keys.map(toApiKey) });
  });

  openapi.register({
    method: 'post',
    path: '/api/keys',
    summary: 'Create an API key; the answer is the only time the key is shown',
    tags: ['api keys'],
    request: { body: CreateApiKeyRequestSchema },
    responses: { 201: { description: 'Created', schema: CreatedApiKeySchema } },
  });
  router.post('/api/keys', requireSessionUser, async (req, res) => {
    const { name } = validate(CreateApiKeyRequestSchema, req.body);
    const user = requireUserOf(req);
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
      createdAt: container.clock.now(),
    });
    const body: CreatedApiKey = { ...toApiKey(record), key: secret.key };
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(body);
  });

  openapi.register({
    method: 'delete',
    path: '/api/keys/:id',
    summary: 'Revoke one of your API keys',
    tags: ['api keys'],
    request: { params: ApiKeyParamsSchema },
    responses: { 204: { description: 'Revoked' } },
  });
  router.delete('/api/keys/:id', requireSessionUser, async (req, res) => {
    const { id } = validate(ApiKeyParamsSchema, req.params);
    // Someone else's key answers exactly like a missing one (docs/security.md).
    if (!(await apiKeys.revoke(requireUserOf(req).id, id)))
      throw new AppError('NOT_FOUND', 'Unknown API key.');
    res.status(204).end();
  });
};
