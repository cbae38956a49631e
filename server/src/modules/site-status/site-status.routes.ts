import { SiteStatusSchema, type SiteStatus } from '@scamcheck/shared';
import type { RouteModule } from '../route-module';

/** GET /api/site-status: the maintenance banner and which optional features are on, for every page. */
export const siteStatusRoutes: RouteModule = (router, { container, openapi }) => {
  openapi.register({
    method: 'get',
    path: '/api/site-status',
    summary: 'The maintenance banner (or null) and whether community comments are on',
    tags: ['site'],
    responses: { 200: { description: 'The site status', schema: SiteStatusSchema } },
  });
  router.get('/api/site-status', (_req, res) => {
    const flags = container.featureFlags.current();
    const body: SiteStatus = { maintenanceBanner: flags.maintenanceBanner, commentsEnabled: flags.comments };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });
};
