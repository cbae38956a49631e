import { APP_VERSION, HealthResponseSchema, type HealthResponse } from '@scamcheck/shared';
import type { RouteModule } from '../route-module';

/** GET /api/health: liveness plus a round trip to each dependency, for load balancers and uptime checks. */
export const healthRoutes: RouteModule = (router, { container, openapi }) => {
  openapi.register({
    method: 'get',
    path: '/api/health',
    summary: 'Server and storage health',
    tags: ['system'],
    responses: {
      200: { description: 'Healthy', schema: HealthResponseSchema },
      503: { description: 'Storage is not answering (`down` lists it)', schema: HealthResponseSchema },
    },
  });

  router.get('/api/health', async (_req, res) => {
    const { storage, rateLimits, clock, startedAt } = container;
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
    res.setHeader('Cache-Control', 'no-store');
    res.status(ping.healthy ? 200 : 503).json(body);
  });
};
