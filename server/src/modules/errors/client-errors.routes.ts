import { ClientErrorRequestSchema, ClientErrorResponseSchema } from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, type Route } from '../../http/define-route';
import { clientErrorRateLimit } from './client-error-rate-limit';

/** POST /api/client-errors: the web app reports an uncaught error and the tail of its debug log. */
export function clientErrorsRoutes(errorRecorder: Container['errorRecorder']): Route[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/client-errors',
      summary: 'Report an uncaught error in the web app (kept for the error console)',
      tags: ['errors'],
      auth: 'public',
      meter: 'free',
      before: [clientErrorRateLimit()],
      request: { body: ClientErrorRequestSchema },
      responses: {
        202: { description: 'Received', schema: ClientErrorResponseSchema },
        400: { description: 'Missing or over-long fields' },
        413: { description: 'The body is larger than the server accepts' },
        429: { description: 'Too many reports from this address (Retry-After says when to try again)' },
      },
      handler: ({ req, body, user }) => {
        errorRecorder.recordClientError(body, {
          userId: user?.id ?? null,
          requestId: typeof req.id === 'string' ? req.id : null,
        });
        return reply(202, { received: true });
      },
    }),
  ];
}
