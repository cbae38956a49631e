// The admin area's operations APIs: site status banner, index numbers, live status,
// analytics, feature flags and user management. Every /api/admin/* route is admin-only.
import { z } from 'zod';
import { trimmedText } from '../validation/raw-text';
import { PlanIdSchema } from '../plans';
import { StorageAdapterSchema } from './health';
import { pagedResponseSchema, pageQueryField } from './query-fields';
import { RoleSchema } from './user';

const isoDate = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();

/* ------------------------------------------------------------------ feature flags */

export const MAINTENANCE_BANNER_MAX_LENGTH = 500;
export const CACHE_TTL_HOURS_MIN = 1;
export const CACHE_TTL_HOURS_MAX = 168;

/** GET/PUT /api/admin/features: switches applied live, without a restart, on every replica. */
export const FeaturesSchema = z.object({
  /** DNS/TLS/RDAP/page checks; off = the offline (lexical) engine only. */
  liveChecks: z.boolean(),
  /** The configured AI provider; off = the offline provider for chat and summaries. */
  aiProvider: z.boolean(),
  /** Hourly plan quotas; off = every request goes through. */
  planEnforcement: z.boolean(),
  /** Community comments on reports. */
  comments: z.boolean(),
  /** Text shown across the top of every page; blank = none. */
  maintenanceBanner: trimmedText(MAINTENANCE_BANNER_MAX_LENGTH, {
    tooLong: `The banner is limited to ${MAINTENANCE_BANNER_MAX_LENGTH} characters`,
  })
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value)),
  /** How long a stored report is served instead of a fresh scan. */
  cacheTtlHours: z
    .number()
    .int({ error: 'The cache lifetime is a whole number of hours' })
    .min(CACHE_TTL_HOURS_MIN, { error: `The cache lifetime is at least ${CACHE_TTL_HOURS_MIN} hour` })
    .max(CACHE_TTL_HOURS_MAX, { error: `The cache lifetime is at most ${CACHE_TTL_HOURS_MAX} hours` }),
});
export type Features = z.output<typeof FeaturesSchema>;

/* ------------------------------------------------------------------ index and status */

/** GET /api/admin/overview: the admin index's key numbers ("today" = since 00:00 UTC). */
export const AdminOverviewSchema = z.object({
  analysesToday: count,
  threatsToday: count,
  imagesToday: count,
  chatsToday: count,
  openErrors: count,
  commentsAwaitingReview: count,
  totalDomains: count,
  generatedAt: isoDate,
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

export const AI_PROVIDER_KINDS = ['offline', 'openai'] as const;

export const JobStatusSchema = z.object({
  entries: count,
  lastFetchedAt: isoDate.nullable(),
  /** null when the schedule is not running (live checks off, or a replica that does not schedule). */
  nextRunAt: isoDate.nullable(),
  /** The last download's failure, cleared by the next success. */
  lastError: z.string().nullable(),
  running: z.boolean(),
});

/** GET /api/admin/status: live health of each part of the server. */
export const AdminStatusSchema = z.object({
  version: z.string(),
  uptimeSeconds: count,
  memory: z.object({ rssBytes: count, heapUsedBytes: count }),
  storage: z.object({
    adapter: StorageAdapterSchema,
    healthy: z.boolean(),
    latencyMs: z.number().nonnegative(),
  }),
  ai: z.object({
    provider: z.enum(AI_PROVIDER_KINDS),
    /** An API key is set (the OpenAI-compatible provider is available). */
    configured: z.boolean(),
    /** The aiProvider feature flag. */
    enabled: z.boolean(),
    /** Answered a cheap request recently; null for the offline provider, which needs no network. */
    reachable: z.boolean().nullable(),
  }),
  feeds: z.array(JobStatusSchema.extend({ source: z.string() })),
  popularity: JobStatusSchema,
  ocr: z.object({
    workers: count,
    /** Workers are loaded (they start on the first image or at start-up). */
    started: z.boolean(),
    busy: count,
    queued: count,
  }),
  rateLimitStore: z.object({ kind: z.enum(['memory', 'redis']), healthy: z.boolean() }),
  liveChecks: z.boolean(),
});
export type AdminStatus = z.infer<typeof AdminStatusSchema>;

export const REFRESH_TARGETS = ['feeds', 'popularity'] as const;

/** POST /api/admin/status/refresh: "refresh now" for the threat feeds or the popularity list. */
export const RefreshRequestSchema = z.object({ target: z.enum(REFRESH_TARGETS) });
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;
export const RefreshResponseSchema = z.object({ started: z.literal(true) });

/* ------------------------------------------------------------------ analytics */

export const ANALYTICS_DAY_OPTIONS = ['7', '30', '90'] as const;

export const AnalyticsQuerySchema = z.object({
  days: z.enum(ANALYTICS_DAY_OPTIONS, { error: 'days must be 7, 30 or 90' }).default('30').transform(Number),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/admin/analytics: aggregates over the last `days` UTC days (today included). */
export const AnalyticsResponseSchema = z.object({
  days: z.number().int(),
  from: isoDate,
  to: isoDate,
  analysesPerDay: z.array(z.object({ day, trusted: count, caution: count, suspicious: count })),
  imagesPerDay: z.array(z.object({ day, total: count, scams: count })),
  chatsPerDay: z.array(z.object({ day, count })),
  signInsPerDay: z.array(z.object({ day, count })),
  verdictDistribution: z.object({ trusted: count, caution: count, suspicious: count }),
  topTlds: z.array(z.object({ tld: z.string(), count })),
  mostChecked: z.array(z.object({ domain: z.string(), count })),
  mostFlagged: z.array(z.object({ domain: z.string(), count, score: z.number() })),
  apiUsageByPlan: z.array(z.object({ plan: PlanIdSchema, count })),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>;

/* ------------------------------------------------------------------ users */

export const ADMIN_USERS_PAGE_SIZE = 25;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: RoleSchema,
  plan: PlanIdSchema,
  disabled: z.boolean(),
  createdAt: isoDate,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListQuerySchema = z.object({
  q: trimmedText(254, { tooLong: 'Search text is too long' }).optional(),
  role: RoleSchema.optional(),
  page: pageQueryField(),
});
export type AdminUserListQuery = z.output<typeof AdminUserListQuerySchema>;

export const AdminUserListResponseSchema = pagedResponseSchema(AdminUserSchema);
export type AdminUserListResponse = z.infer<typeof AdminUserListResponseSchema>;

export const AdminUserParamsSchema = z.object({ id: z.uuid({ error: 'Unknown user' }) });

/** PATCH /api/admin/users/:id: unknown keys (email, name…) are dropped by the parse. */
export const AdminUserUpdateSchema = z
  .object({ role: RoleSchema.optional(), plan: PlanIdSchema.optional(), disabled: z.boolean().optional() })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error: 'Nothing to change',
  });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

export const SELF_DEMOTION_MESSAGE = 'You cannot remove your own admin access.';
export const SELF_DISABLE_MESSAGE = 'You cannot disable your own account.';
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled.';
