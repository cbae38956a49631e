import { BANDS, PLAN_IDS, ROLES } from '@scamcheck/shared';
import type { ApiKeyDoc, SessionDoc, SettingDoc, UsageEventDoc, UserDoc } from './documents';
import { nullableString, requiredDate, requiredString, uuidId, type SchemaKit } from './schema-kit';
import { USAGE_EVENT_KINDS } from '../ports';

/** People and their use of the service: sessions, users, API keys, usage events, and the settings. */
export function defineAccountSchemas({ SchemaClass, schema }: SchemaKit) {
  const json = { type: SchemaClass.Types.Mixed };

  const sessionSchema = schema<SessionDoc>(
    { _id: requiredString, data: { ...json, required: true }, expiresAt: requiredDate },
    'sessions',
  );
  // MongoDB deletes a session once expiresAt has passed (the TTL monitor runs every minute);
  // reads still check the time, so a session is gone to callers the moment it expires.
  sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

  const userSchema = schema<UserDoc>(
    {
      _id: uuidId,
      provider: { type: String, required: true, enum: ['google', 'dev'] },
      subject: requiredString,
      email: requiredString,
      name: nullableString,
      avatarUrl: nullableString,
      role: { type: String, required: true, enum: ROLES, default: 'user' },
      plan: { type: String, required: true, enum: PLAN_IDS, default: 'free' },
      disabled: { type: Boolean, required: true, default: false },
      createdAt: requiredDate,
      updatedAt: requiredDate,
    },
    'users',
  );
  userSchema.index({ provider: 1, subject: 1 }, { unique: true });
  userSchema.index({ email: 1 });
  userSchema.index({ createdAt: -1, _id: 1 });

  const apiKeySchema = schema<ApiKeyDoc>(
    {
      _id: uuidId,
      userId: requiredString,
      name: requiredString,
      prefix: requiredString,
      hash: requiredString,
      createdAt: requiredDate,
      lastUsedAt: { type: Date, default: null },
    },
    'api_keys',
  );
  apiKeySchema.index({ hash: 1 }, { unique: true });
  apiKeySchema.index({ userId: 1, createdAt: -1 });

  const settingSchema = schema<SettingDoc>(
    { _id: requiredString, value: { ...json, required: true }, updatedAt: requiredDate },
    'settings',
  );

  const usageEventSchema = schema<UsageEventDoc>(
    {
      _id: uuidId,
      kind: { type: String, required: true, enum: USAGE_EVENT_KINDS },
      userId: nullableString,
      plan: { type: String, enum: [...PLAN_IDS, null], default: null },
      channel: { type: String, required: true, enum: ['web', 'api_key', 'extension'] },
      domain: nullableString,
      score: { type: Number, default: null, min: 0, max: 100 },
      band: { type: String, enum: [...BANDS, null], default: null },
      createdAt: requiredDate,
    },
    'usage_events',
  );
  usageEventSchema.index({ userId: 1, createdAt: -1 });
  usageEventSchema.index({ kind: 1, createdAt: 1 });
  usageEventSchema.index({ domain: 1 });
  usageEventSchema.index({ channel: 1, createdAt: 1 });

  return {
    sessions: sessionSchema,
    users: userSchema,
    apiKeys: apiKeySchema,
    settings: settingSchema,
    usageEvents: usageEventSchema,
  };
}
