import { APP_VERSION, HealthResponseSchema, type HealthResponse } from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, type Route } from '../../http/define-route';

/** GET /api/health: liveness plus a round trip to each dependency, for load balancers and uptime checks. */
export function healthRoutes({
  storage,
  rateLimits,
  clock,
  startedAt,
}: Pick<Container, 'storage' | 'rateLimits' | 'clock' | 'startedAt'>): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/health',
      summary: 'Server and storage health',
      tags: ['system'],
      auth: 'public',
      meter: 'free',
      cacheControl: 'no-store',
      responses: {
        200: { description: 'Healthy', schema: HealthResponseSchema },
        503: { description: 'Storage is not answering (`down` lists it)', schema: HealthResponseSchema },
      },
      handler: async () => {
        const [ping, counters] = await Promise.all([storage.ping(), rateLimits.health()]);
        const down = [
          ...(ping.healthy ? [] : ['storage' as const]),
          ...(counters.healthy ? [] : ['redis' as const]),
        ];
        const body: HealthResponse = {
          status: down.length === 0 ? 'ok' : 'degraded',
          version: APP_VERSION,
          uptimeSeconds: Math.max(0, Math.floor((clock.now().getTime() - startedAt.getTime()) / 1000)),
          storage: { adapter: storage.adapter, healthy: ping.healthy, latencyMs: ping.latencyMs },
          rateLimits: { store: counters.kind, healthy: counters.healthy },
          down,
        };
        return ping.healthy ? reply(200, body) : reply(503, body);
      },
    }),
  ];
}
