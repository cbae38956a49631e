import { SiteStatusSchema } from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, type Route } from '../../http/define-route';

/** GET /api/site-status: the maintenance banner and which optional features are on, for every page. */
export function siteStatusRoutes(featureFlags: Container['featureFlags']): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/site-status',
      summary: 'The maintenance banner (or null) and whether community comments are on',
      tags: ['site'],
      auth: 'public',
      meter: 'free',
      cacheControl: 'no-store',
      responses: { 200: { description: 'The site status', schema: SiteStatusSchema } },
      handler: () => {
        const flags = featureFlags.current();
        return reply(200, { maintenanceBanner: flags.maintenanceBanner, commentsEnabled: flags.comments });
      },
    }),
  ];
}
