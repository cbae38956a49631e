import { APP_VERSION, HealthResponseSchema, type HealthResponse } from '@scamcheck/shared';
import type { RouteModule } from '../route-module';

/** GET /api/health: liveness plus a storage round trip, for load balancers and uptime checks. */
export const healthRoutes: RouteModule = (router, { container, openapi }) => {
  openapi.register({
    method: 'get',
    path: '/api/health',
    summary: 'Server and storage health',
    tags: ['system'],
    responses: {
      200: { description: 'Healthy', schema: HealthResponseSchema },
      503: { description: 'Storage is not answering', schema: HealthResponseSchema },
    },
  });

  router.get('/api/health', async (_req, res) => {
    const { storage, clock, startedAt } = container;
    const ping = await storage.ping();
    const body: HealthResponse = {
      status: ping.healthy ? 'ok' : 'degraded',
      version: APP_VERSION,
      uptimeSeconds: Math.max(0, Math.floor((clock.now().getTime() - startedAt.getTime()) / 1000)),
      storage: { adapter: storage.adapter, healthy: ping.healthy, latencyMs: ping.latencyMs },
    };
    res.setHeader('Cache-Control', 'no-store');
    res.status(ping.healthy ? 200 : 503).json(body);
  });
};
