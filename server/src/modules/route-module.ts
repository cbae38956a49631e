import type { Router } from 'express';
import type { Container } from '../container';
import type { OpenApiRegistry } from '../http/openapi-registry';

export type RouteContext = { container: Container; openapi: OpenApiRegistry };

/**
 * A feature's routes: mounts handlers on the router (with full paths such as `/api/health`) and
 * describes each one in the OpenAPI registry.
 */
export type RouteModule = (router: Router, context: RouteContext) => void;
