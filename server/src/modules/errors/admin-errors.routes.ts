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
import { defineRoute, reply, type Route } from '../../http/define-route';
import type { ErrorEventRecord, ErrorEventRepository, ErrorGroup } from '../../storage/ports';

/** The error console: grouped server and client errors, resolve, clear. */
export function adminErrorsRoutes(errorEvents: ErrorEventRepository): Route[] {
  const ofGroup = { notFound: 'Unknown error group', request: { params: ErrorFingerprintParamsSchema } };
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/errors',
      summary: 'Errors grouped by fingerprint, most recent first: filter by source and state, search',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      request: { query: AdminErrorsQuerySchema },
      responses: { 200: { description: 'One page of groups', schema: AdminErrorsResponseSchema } },
      handler: async ({ query }) => {
        const page = await errorEvents.groups({ ...query, pageSize: ADMIN_ERRORS_PAGE_SIZE });
        return reply(200, { ...page, items: page.items.map(toGroupView) });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/errors/:fingerprint/events',
      summary: `The latest events of one error group, newest first (at most ${ERROR_EVENTS_LIMIT})`,
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      ...ofGroup,
      responses: { 200: { description: 'Events', schema: ErrorEventsResponseSchema } },
      handler: async ({ params }) => {
        const events = await errorEvents.eventsOf(params.fingerprint, ERROR_EVENTS_LIMIT);
        return reply(200, { items: events.map(toEventView) });
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/errors/:fingerprint/resolve',
      summary: 'Mark every event of an error group resolved',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      ...ofGroup,
      responses: { 200: { description: 'How many events changed', schema: ResolveErrorsResponseSchema } },
      handler: async ({ params }) => reply(200, { resolved: await errorEvents.resolve(params.fingerprint) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/admin/errors',
      summary: 'Delete resolved errors (resolvedOnly=true, the default) or every error (resolvedOnly=false)',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      request: { query: ClearErrorsQuerySchema },
      responses: { 200: { description: 'How many events were deleted', schema: ClearErrorsResponseSchema } },
      handler: async ({ query }) => reply(200, { deleted: await errorEvents.clear(query) }),
    }),
  ];
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
