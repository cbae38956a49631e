import { ClientErrorRequestSchema, ClientErrorResponseSchema } from '@scamcheck/shared';
import { currentUser } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { RouteModule } from '../route-module';
import { clientErrorRateLimit } from './client-error-rate-limit';

/** POST /api/client-errors: the web app reports an uncaught error and the tail of its debug log. */
export const clientErrorsRoutes: RouteModule = (router, { container, openapi }) => {
  const rateLimit = clientErrorRateLimit();

  openapi.register({
    method: 'post',
    path: '/api/client-errors',
    summary: 'Report an uncaught error in the web app (kept for the error console)',
    tags: ['errors'],
    request: { body: ClientErrorRequestSchema },
    responses: {
      202: { description: 'Received', schema: ClientErrorResponseSchema },
      400: { description: 'Missing or over-long fields' },
      413: { description: 'The body is larger than the server accepts' },
      429: { description: 'Too many reports from this address (Retry-After says when to try again)' },
    },
  });
  router.post('/api/client-errors', rateLimit, (req, res) => {
    const report = validate(ClientErrorRequestSchema, req.body ?? {});
    container.errorRecorder.recordClientError(report, {
      userId: currentUser(req)?.id ?? null,
      requestId: typeof req.id === 'string' ? req.id : null,
    });
    res.status(202).json({ received: true });
  });
};
