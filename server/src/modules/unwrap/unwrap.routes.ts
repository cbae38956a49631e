import { UnwrapRequestSchema, UnwrapResponseSchema } from '@scamcheck/shared';
import { validate } from '../../http/validate';
import type { RouteModule } from '../route-module';

/** POST /api/unwrap: each redirect hop of a link, fetched through the SSRF guard. */
export const unwrapRoutes: RouteModule = (router, { container, openapi }) => {
  openapi.register({
    method: 'post',
    path: '/api/unwrap',
    summary: 'Follow the redirects of a link (HEAD, then GET) and report every hop and the final URL',
    tags: ['analysis'],
    request: { body: UnwrapRequestSchema },
    responses: {
      200: { description: 'The redirect chain', schema: UnwrapResponseSchema },
      400: { description: 'Not an http(s) link, or a link to a private address, internal host or odd port' },
    },
  });
  router.post('/api/unwrap', async (req, res) => {
    const { url } = validate(UnwrapRequestSchema, req.body ?? {});
    res.json(await container.unwrap.unwrap(url));
  });
};
