import {
  AdminOverviewSchema,
  AdminStatusSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
} from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, type Route } from '../../http/define-route';
import { adminOverview } from './overview.service';
import type { StatusService } from './status.service';

type StatusRoutesDeps = Pick<Container, 'storage' | 'clock'> & { status: StatusService };

/** The admin index's numbers and the status page. */
export function adminStatusRoutes({ storage, clock, status }: StatusRoutesDeps): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/overview',
      summary: "Today's key numbers for the admin index (admins only)",
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      responses: { 200: { description: 'The numbers', schema: AdminOverviewSchema } },
      handler: async () => reply(200, await adminOverview(storage, clock.now())),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/status',
      summary: 'Live health of storage, AI, feeds, popularity list, OCR, rate limits (admins only)',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      responses: { 200: { description: 'The status', schema: AdminStatusSchema } },
      handler: async () => reply(200, await status.status()),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/status/refresh',
      summary: 'Download the threat feeds or the popularity list now (admins only)',
      tags: ['admin'],
      auth: 'admin',
      // Downloads the feeds again.
      meter: { name: 'admin-only' },
      request: { body: RefreshRequestSchema },
      responses: {
        202: { description: 'Started; the outcome shows in the status', schema: RefreshResponseSchema },
        400: { description: 'Unknown target' },
      },
      handler: ({ body }) => {
        status.refresh(body.target);
        return reply(202, { started: true });
      },
    }),
  ];
}
