import { FeaturesSchema } from '@scamcheck/shared';
import { requireAdmin } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { RouteModule } from '../route-module';
import { ADMIN_ONLY_RESPONSES } from './admin-responses';

/** GET/PUT /api/admin/features: the feature flags, applied live. */
export const adminFeaturesRoutes: RouteModule = (router, { container, openapi }) => {
  const { featureFlags } = container;

  openapi.register({
    method: 'get',
    path: '/api/admin/features',
    summary: 'The feature flags in force (admins only)',
    tags: ['admin'],
    responses: { 200: { description: 'The flags', schema: FeaturesSchema }, ...ADMIN_ONLY_RESPONSES },
  });
  router.get('/api/admin/features', requireAdmin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // Read storage, so the page shows a change another replica saved a moment ago.
    res.json(await featureFlags.refresh());
  });

  openapi.register({
    method: 'put',
    path: '/api/admin/features',
    summary: 'Replace the feature flags; applied at once, on other replicas within 10 s (admins only)',
    tags: ['admin'],
    request: { body: FeaturesSchema },
    responses: {
      200: { description: 'The flags now in force', schema: FeaturesSchema },
      400: { description: 'A flag is missing or out of range' },
      ...ADMIN_ONLY_RESPONSES,
    },
  });
  router.put('/api/admin/features', requireAdmin, async (req, res) => {
    const features = validate(FeaturesSchema, req.body ?? {});
    req.log.info({ features, by: req.user?.id }, 'Feature flags changed');
    res.json(await featureFlags.update(features));
  });
};
