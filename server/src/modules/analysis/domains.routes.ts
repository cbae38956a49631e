import {
  BAND_THRESHOLDS,
  DomainListQuerySchema,
  DomainListResponseSchema,
  RecentDomainsResponseSchema,
  StatisticsResponseSchema,
} from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, type Route } from '../../http/define-route';

const { trusted, caution } = BAND_THRESHOLDS;

/** The analysed domains: recent list (footer), statistics (home), paged search (/websites). */
export function domainsRoutes(analysis: Container['analysis']): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/domains/recent',
      summary: 'Most recently analysed domains, one row per domain, newest first (at most 10)',
      tags: ['analysis'],
      auth: 'public',
      meter: 'free',
      responses: { 200: { description: 'Recent analyses', schema: RecentDomainsResponseSchema } },
      handler: async () => reply(200, await analysis.recent()),
    }),
    defineRoute({
      method: 'get',
      path: '/api/domains',
      summary: 'Analysed domains by their latest report: search, band filter, sort, pages of at most 50',
      tags: ['analysis'],
      auth: 'public',
      meter: 'free',
      request: { query: DomainListQuerySchema },
      responses: { 200: { description: 'One page of domains', schema: DomainListResponseSchema } },
      handler: async ({ query }) => reply(200, await analysis.list(query)),
    }),
    defineRoute({
      method: 'get',
      path: '/api/statistics',
      summary: `Platform statistics: totals, last 24 hours, threats (score < ${caution}) and safe (score ≥ ${trusted})`,
      tags: ['analysis'],
      auth: 'public',
      meter: 'free',
      responses: { 200: { description: 'Statistics', schema: StatisticsResponseSchema } },
      handler: async () => reply(200, await analysis.statistics()),
    }),
  ];
}
