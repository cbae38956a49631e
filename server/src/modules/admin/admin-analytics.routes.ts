import { AnalyticsQuerySchema, AnalyticsResponseSchema, type AnalyticsResponse } from '@scamcheck/shared';
import { requireAdmin } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { RouteModule } from '../route-module';
import { ADMIN_ONLY_RESPONSES } from './admin-responses';
import { DAY_MS, startOfUtcDay } from './overview.service';

/** GET /api/admin/analytics: the dashboard's aggregates, computed in the database. */
export const adminAnalyticsRoutes: RouteModule = (router, { container, openapi }) => {
  openapi.register({
    method: 'get',
    path: '/api/admin/analytics',
    summary: 'Analytics over the last 7, 30 or 90 UTC days, today included (admins only)',
    tags: ['admin'],
    request: { query: AnalyticsQuerySchema },
    responses: {
      200: { description: 'The aggregates', schema: AnalyticsResponseSchema },
      400: { description: 'days is not 7, 30 or 90' },
      ...ADMIN_ONLY_RESPONSES,
    },
  });
  router.get('/api/admin/analytics', requireAdmin, async (req, res) => {
    const { days } = validate(AnalyticsQuerySchema, req.query);
    // Whole UTC days, [from, to): today's day ends at the coming midnight, so nothing recorded up to
    // this instant is left out.
    const to = new Date(startOfUtcDay(container.clock.now()).getTime() + DAY_MS);
    const from = new Date(to.getTime() - days * DAY_MS);
    const report = await container.storage.analytics.report({ from, to });
    const body: AnalyticsResponse = { days, from: from.toISOString(), to: to.toISOString(), ...report };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });
};
