import type { Container } from '../../container';
import type { Route } from '../../http/define-route';
import { adminAnalyticsRoutes } from './admin-analytics.routes';
import { adminFeaturesRoutes } from './admin-features.routes';
import { adminStatusRoutes } from './admin-status.routes';
import { adminUsersRoutes } from './admin-users.routes';
import type { StatusService } from './status.service';

type AdminDeps = Pick<Container, 'storage' | 'clock' | 'featureFlags'> & { status: StatusService };

/** The admin operations APIs: index numbers, status, analytics, feature flags and accounts. */
export function adminRoutes({ storage, clock, featureFlags, status }: AdminDeps): Route[] {
  return [
    ...adminStatusRoutes({ storage, clock, status }),
    ...adminAnalyticsRoutes({ analytics: storage.analytics, clock }),
    ...adminFeaturesRoutes(featureFlags),
    ...adminUsersRoutes({ users: storage.users, clock }),
  ];
}
