import { FeaturesSchema } from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, type Route } from '../../http/define-route';

/** GET/PUT /api/admin/features: the feature flags, applied live. */
export function adminFeaturesRoutes(featureFlags: Container['featureFlags']): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/features',
      summary: 'The feature flags in force (admins only)',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      responses: { 200: { description: 'The flags', schema: FeaturesSchema } },
      // Read storage, so the page shows a change another replica saved a moment ago.
      handler: async () => reply(200, await featureFlags.refresh()),
    }),
    defineRoute({
      method: 'put',
      path: '/api/admin/features',
      summary: 'Replace the feature flags; applied at once, on other replicas within 10 s (admins only)',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      request: { body: FeaturesSchema },
      responses: {
        200: { description: 'The flags now in force', schema: FeaturesSchema },
        400: { description: 'A flag is missing or out of range' },
      },
      handler: async ({ req, body, user }) => {
        req.log.info({ features: body, by: user.id }, 'Feature flags changed');
        return reply(200, await featureFlags.update(body));
      },
    }),
  ];
}
