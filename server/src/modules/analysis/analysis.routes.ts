import {
  AnalyzeQuerySchema,
  AnalyzeRequestSchema,
  AnalyzeResponseSchema,
  DomainParamsSchema,
  DomainReportResponseSchema,
} from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, sentBy, type Route } from '../../http/define-route';
import { showAllowance, spendAllowance } from '../../http/quota';
import { recordUsage } from '../admin/usage-recorder';
import { reportTarget } from './analysis.service';

type AnalysisDeps = Pick<
  Container,
  'analysis' | 'reportResponses' | 'rateLimits' | 'featureFlags' | 'storage' | 'clock' | 'logger'
>;

/** POST /api/analyze and GET /api/domain/:domain. */
export function analysisRoutes(deps: AnalysisDeps): Route[] {
  const { analysis, reportResponses } = deps;
  return [
    defineRoute({
      method: 'post',
      path: '/api/analyze',
      summary:
        "Analyse a domain or URL (served from a report under 24 hours old unless fresh=1). A URL with a path or query gets a report of its own; the domain's report is always the bare host's",
      tags: ['analysis'],
      auth: 'public',
      // A live analysis: DNS, TLS, RDAP and page fetches for the caller's target. Served free from a
      // stored report under the cache age; the handler spends only on a new analysis.
      meter: { name: 'site-allowance' },
      request: { body: AnalyzeRequestSchema, query: AnalyzeQuerySchema },
      responses: {
        200: {
          description: 'The report, its id, and whether it came from the cache',
          schema: AnalyzeResponseSchema,
        },
        400: { description: "'Please enter a domain or URL' or 'Please enter a valid domain name or URL'" },
      },
      handler: async ({ req, res, body, query }) => {
        const report = await analysis.analyze(body.domain, {
          fresh: query.fresh,
          spend: () => spendAllowance(deps, req, res, 'site'),
        });
        if (report.cached) await showAllowance(deps, req, res, 'site');
        recordUsage(deps, req, {
          kind: 'analysis',
          domain: report.domain,
          score: report.score,
          band: report.band,
        });
        return reply(200, report);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/domain/:domain',
      summary: 'The latest stored report of a domain (Unicode, punycode or with www.)',
      tags: ['analysis'],
      auth: 'public',
      meter: 'free',
      request: { params: DomainParamsSchema },
      responses: {
        200: {
          description: 'The stored report, with a strong ETag (Cache-Control: no-cache)',
          schema: DomainReportResponseSchema,
        },
        304: { description: 'Not modified: If-None-Match names the current ETag' },
        404: { description: 'The domain was never analysed' },
      },
      // Later reads of the same address are answered by reportResponses.serveRemembered (app.ts), before
      // any route: this handler runs only when nothing is remembered.
      handler: async ({ req, res, params: { domain } }) => {
        const ticket = reportResponses.ticket();
        const report = await analysis.reportFor(domain);
        const hostname = reportTarget(domain).hostname;
        return sentBy(200, () => reportResponses.send(req, res, hostname, report, ticket), report);
      },
    }),
  ];
}
