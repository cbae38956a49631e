import {
  ADMIN_ERRORS_PAGE_SIZE,
  AdminErrorsQuerySchema,
  AdminErrorsResponseSchema,
  ClearErrorsQuerySchema,
  ClearErrorsResponseSchema,
  ERROR_EVENTS_LIMIT,
  ErrorEventsResponseSchema,
  ErrorFingerprintParamsSchema,
  ResolveErrorsResponseSchema,
  type AdminErrorEvent,
  type AdminErrorGroup,
} from '@scamcheck/shared';
import { AppError } from '../../http/app-error';
import { requireAdmin } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { ErrorEventRecord, ErrorGroup } from '../../storage/ports';
import type { RouteModule } from '../route-module';

const ADMIN_ONLY = {
  401: { description: 'Not signed in' },
  403: { description: 'Not an administrator' },
} as const;

/** The error console: grouped server and client errors, resolve, clear. */
export const adminErrorsRoutes: RouteModule = (router, { container, openapi }) => {
  const { errorEvents } = container.storage;

  openapi.register({
    method: 'get',
    path: '/api/admin/errors',
    summary: 'Errors grouped by fingerprint, most recent first: filter by source and state, search',
    tags: ['admin'],
    request: { query: AdminErrorsQuerySchema },
    responses: {
      200: { description: 'One page of groups', schema: AdminErrorsResponseSchema },
      ...ADMIN_ONLY,
    },
  });
  router.get('/api/admin/errors', requireAdmin, async (req, res) => {
    const query = validate(AdminErrorsQuerySchema, req.query);
    const page = await errorEvents.groups({ ...query, pageSize: ADMIN_ERRORS_PAGE_SIZE });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ...page, items: page.items.map(toGroupView) });
  });

  openapi.register({
    method: 'get',
    path: '/api/admin/errors/:fingerprint/events',
    summary: `The latest events of one error group, newest first (at most ${ERROR_EVENTS_LIMIT})`,
    tags: ['admin'],
    request: { params: ErrorFingerprintParamsSchema },
    responses: { 200: { description: 'Events', schema: ErrorEventsResponseSchema }, ...ADMIN_ONLY },
  });
  router.get('/api/admin/errors/:fingerprint/events', requireAdmin, async (req, res) => {
    const { fingerprint } = validFingerprint(req.params);
    const events = await errorEvents.eventsOf(fingerprint, ERROR_EVENTS_LIMIT);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ items: events.map(toEventView) });
  });

  openapi.register({
    method: 'post',
    path: '/api/admin/errors/:fingerprint/resolve',
    summary: 'Mark every event of an error group resolved',
    tags: ['admin'],
    request: { params: ErrorFingerprintParamsSchema },
    responses: {
      200: { description: 'How many events changed', schema: ResolveErrorsResponseSchema },
      ...ADMIN_ONLY,
    },
  });
  router.post('/api/admin/errors/:fingerprint/resolve', requireAdmin, async (req, res) => {
    const { fingerprint } = validFingerprint(req.params);
    res.json({ resolved: await errorEvents.resolve(fingerprint) });
  });

  openapi.register({
    method: 'delete',
    path: '/api/admin/errors',
    summary: 'Delete resolved errors (resolvedOnly=true, the default) or every error (resolvedOnly=false)',
    tags: ['admin'],
    request: { query: ClearErrorsQuerySchema },
    responses: {
      200: { description: 'How many events were deleted', schema: ClearErrorsResponseSchema },
      ...ADMIN_ONLY,
    },
  });
  router.delete('/api/admin/errors', requireAdmin, async (req, res) => {
    const { resolvedOnly } = validate(ClearErrorsQuerySchema, req.query);
    res.json({ deleted: await errorEvents.clear({ resolvedOnly }) });
  });
};

function validFingerprint(params: unknown): { fingerprint: string } {
  const parsed = ErrorFingerprintParamsSchema.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Unknown error group');
  return parsed.data;
}

function toEventView(event: ErrorEventRecord): AdminErrorEvent {
  return {
    id: event.id,
    source: event.source,
    fingerprint: event.fingerprint,
    message: event.message,
    stack: event.stack,
    route: event.route,
    requestId: event.requestId,
    userId: event.userId,
    context: event.context,
    createdAt: event.createdAt.toISOString(),
    resolved: event.resolved,
  };
}

function toGroupView(group: ErrorGroup): AdminErrorGroup {
  return {
    fingerprint: group.fingerprint,
    source: group.source,
    message: group.message,
    route: group.route,
    count: group.count,
    firstSeen: group.firstSeen.toISOString(),
    lastSeen: group.lastSeen.toISOString(),
    resolved: group.resolved,
    latest: toEventView(group.latest),
  };
}
