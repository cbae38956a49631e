import { UnwrapRequestSchema, UnwrapResponseSchema } from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, type Route, type RouteMeter } from '../../http/define-route';

/** POST /api/unwrap: each redirect hop of a link, fetched through the SSRF guard. */
export function unwrapRoutes(unwrap: Container['unwrap'], messageAllowance: RouteMeter): Route[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/unwrap',
      summary: 'Follow the redirects of a link (HEAD, then GET) and report every hop and the final URL',
      tags: ['analysis'],
      auth: 'public',
      // Follows a stranger's link hop by hop through the fetch guard.
      meter: messageAllowance,
      request: { body: UnwrapRequestSchema },
      responses: {
        200: { description: 'The redirect chain', schema: UnwrapResponseSchema },
        400: {
          description: 'Not an http(s) link, or a link to a private address, internal host or odd port',
        },
      },
      handler: async ({ body }) => reply(200, await unwrap.unwrap(body.url)),
    }),
  ];
}
