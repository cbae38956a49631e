// /api/keys: personal API keys. The secret is shown once, at creation; the server keeps only a hash.
import { z } from 'zod';
import { measuredFirst } from '../validation/raw-text';

export const API_KEY_PREFIX = 'sk_';

export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, enough to recognise it in a list. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const CreateApiKeyRequestSchema = z.object({
  name: measuredFirst(
    60,
    { tooLong: 'Key names are at most 60 characters' },
    z.string().trim().min(1, 'Please name the key').max(60, 'Key names are at most 60 characters'),
  ),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/** POST /api/keys: the only answer that ever contains the whole key. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyParamsSchema = z.object({ id: z.uuid('Unknown API key') });

/** How many keys one account may hold, so a compromised session cannot mint thousands. */
export const MAX_API_KEYS_PER_USER = 20;
