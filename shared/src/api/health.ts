import { z } from 'zod';

export const StorageAdapterSchema = z.enum(['pglite', 'pglite-memory', 'postgres', 'mongodb']);
export type StorageAdapter = z.infer<typeof StorageAdapterSchema>;

/** GET /api/health: 200 with status 'ok' when storage answers, 503 with 'degraded' otherwise. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
  storage: z.object({
    adapter: StorageAdapterSchema,
    healthy: z.boolean(),
    latencyMs: z.number().nonnegative(),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
