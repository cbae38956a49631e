import {
  AnalyzeQuerySchema,
  AnalyzeRequestSchema,
  AnalyzeResponseSchema,
  DomainParamsSchema,
} from '@scamcheck/shared';
import { validate } from '../../http/validate';
import type { RouteModule } from '../route-module';

/** POST /api/analyze and GET /api/domain/:domain (spec §7). */
export const analysisRoutes: RouteModule = (router, { container, openapi }) => {
  const { analysis } = container;

  openapi.register({
    method: 'post',
    path: '/api/analyze',
    summary: 'Analyse a domain or URL (served from a report under 24 hours old unless fresh=1)',
    tags: ['analysis'],
    request: { body: AnalyzeRequestSchema, query: AnalyzeQuerySchema },
    responses: {
      200: {
        description: 'The report, its id, and whether it came from the cache',
        schema: AnalyzeResponseSchema,
      },
      400: { description: "'Please enter a domain or URL' or 'Please enter a valid domain name or URL'" },
    },
  });
  router.post('/api/analyze', async (req, res) => {
    const { domain } = validate(AnalyzeRequestSchema, req.body ?? {});
    const { fresh } = validate(AnalyzeQuerySchema, req.query);
    res.json(await analysis.analyze(domain, { fresh }));
  });

  openapi.register({
    method: 'get',
    path: '/api/domain/:domain',
    summary: 'The latest stored report of a domain (Unicode, punycode or with www.)',
    tags: ['analysis'],
    request: { params: DomainParamsSchema },
    responses: {
      200: { description: 'The stored report', schema: AnalyzeResponseSchema },
      404: { description: 'The domain was never analysed' },
    },
  });
  router.get('/api/domain/:domain', async (req, res) => {
    const { domain } = validate(DomainParamsSchema, req.params);
    res.json(await analysis.reportFor(domain));
  });
};
