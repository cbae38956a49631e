import {
  AnalyzeQuerySchema,
  AnalyzeRequestSchema,
  AnalyzeResponseSchema,
  DomainParamsSchema,
  DomainReportResponseSchema,
} from '@scamcheck/shared';
import { showAllowance, spendAllowance } from '../../http/quota';
import { validate } from '../../http/validate';
import { recordUsage } from '../admin/usage-recorder';
import { reportTarget } from './analysis.service';
import type { RouteModule } from '../route-module';

/** POST /api/analyze and GET /api/domain/:domain. */
export const analysisRoutes: RouteModule = (router, { container, openapi }) => {
  const { analysis, reportResponses } = container;

  openapi.register({
    method: 'post',
    path: '/api/analyze',
    summary:
      "Analyse a domain or URL (served from a report under 24 hours old unless fresh=1). A URL with a path or query gets a report of its own; the domain's report is always the bare host's",
    tags: ['analysis'],
    request: { body: AnalyzeRequestSchema, query: AnalyzeQuerySchema },
    responses: {
      200: {
        description: 'The report, its id, and whether it came from the cache',
        schema: AnalyzeResponseSchema,
      },
      400: { description: "'Please enter a domain or URL' or 'Please enter a valid domain name or URL'" },
      429: { description: 'The hourly site allowance is used up (only new analyses spend it)' },
    },
  });
  router.post('/api/analyze', async (req, res) => {
    const { domain } = validate(AnalyzeRequestSchema, req.body ?? {});
    const { fresh } = validate(AnalyzeQuerySchema, req.query);
    // A stored report is free; only a new analysis spends the caller's site allowance.
    const report = await analysis.analyze(domain, {
      fresh,
      spend: () => spendAllowance(container, req, res, 'site'),
    });
    if (report.cached) await showAllowance(container, req, res, 'site');
    recordUsage(container, req, {
      kind: 'analysis',
      domain: report.domain,
      score: report.score,
      band: report.band,
    });
    res.json(report);
  });

  openapi.register({
    method: 'get',
    path: '/api/domain/:domain',
    summary: 'The latest stored report of a domain (Unicode, punycode or with www.)',
    tags: ['analysis'],
    request: { params: DomainParamsSchema },
    responses: {
      200: {
        description: 'The stored report, with a strong ETag (Cache-Control: no-cache)',
        schema: DomainReportResponseSchema,
      },
      304: { description: 'Not modified: If-None-Match names the current ETag' },
      404: { description: 'The domain was never analysed' },
    },
  });
  // Later reads of the same address are answered by reportResponses.serveRemembered (app.ts).
  router.get('/api/domain/:domain', async (req, res) => {
    const { domain } = validate(DomainParamsSchema, req.params);
    const ticket = reportResponses.ticket();
    const report = await analysis.reportFor(domain);
    reportResponses.send(req, res, reportTarget(domain).hostname, report, ticket);
  });
};
