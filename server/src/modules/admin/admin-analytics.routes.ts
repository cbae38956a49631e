import { AnalyticsQuerySchema, AnalyticsResponseSchema } from '@scamcheck/shared';
import type { Clock } from '../../lib/clock';
import { defineRoute, reply, type Route } from '../../http/define-route';
import type { AnalyticsRepository } from '../../storage/ports';
import { DAY_MS, startOfUtcDay } from './overview.service';

/** GET /api/admin/analytics: the dashboard's aggregates, computed in the database. */
export function adminAnalyticsRoutes(deps: { analytics: AnalyticsRepository; clock: Clock }): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/analytics',
      summary: 'Analytics over the last 7, 30 or 90 UTC days, today included (admins only)',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      request: { query: AnalyticsQuerySchema },
      responses: {
        200: { description: 'The aggregates', schema: AnalyticsResponseSchema },
        400: { description: 'days is not 7, 30 or 90' },
      },
      handler: async ({ query: { days } }) => {
        // Whole UTC days, [from, to): today's day ends at the coming midnight, so nothing recorded up to
        // this instant is left out.
        const to = new Date(startOfUtcDay(deps.clock.now()).getTime() + DAY_MS);
        const from = new Date(to.getTime() - days * DAY_MS);
        const report = await deps.analytics.report({ from, to });
        return reply(200, { days, from: from.toISOString(), to: to.toISOString(), ...report });
      },
    }),
  ];
}
