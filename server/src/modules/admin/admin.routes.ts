import type { RouteModule } from '../route-module';
import { adminAnalyticsRoutes } from './admin-analytics.routes';
import { adminFeaturesRoutes } from './admin-features.routes';
import { adminStatusRoutes } from './admin-status.routes';
import { adminUsersRoutes } from './admin-users.routes';

/** The admin operations APIs: index numbers, status, analytics, feature flags and accounts. */
export const adminRoutes: RouteModule = (router, context) => {
  adminStatusRoutes(router, context);
  adminAnalyticsRoutes(router, context);
  adminFeaturesRoutes(router, context);
  adminUsersRoutes(router, context);
};
