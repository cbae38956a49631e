import { healthRoutes } from './health/health.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import type { RouteModule } from './route-module';

/** Every feature's routes, in mounting order. Add a feature by adding its module here. */
export const ROUTE_MODULES: readonly RouteModule[] = [healthRoutes, openApiRoutes];
