import { z } from 'zod';

export const StorageAdapterSchema = z.enum(['pglite', 'pglite-memory', 'postgres', 'mongodb']);
export type StorageAdapter = z.infer<typeof StorageAdapterSchema>;

/**
 * GET /api/health: 'ok' when every dependency answers, else 'degraded' with the ones that do not in
 * `down`. 503 only when storage is down (nothing works without it); a Redis outage answers 200, since the
 * quotas then count in each process and every replica still serves (docs/security.md, faults).
 */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
  storage: z.object({
    adapter: StorageAdapterSchema,
    healthy: z.boolean(),
    latencyMs: z.number().nonnegative(),
  }),
  /** Where the plan quotas and sign-in counters live: this process ('memory') or Redis (REDIS_URL). */
  rateLimits: z.object({ store: z.enum(['memory', 'redis']), healthy: z.boolean() }),
  /** The dependencies that do not answer, e.g. ['storage'] or ['redis']; empty when all is well. */
  down: z.array(z.enum(['storage', 'redis'])),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
