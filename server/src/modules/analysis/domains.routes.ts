import {
  DomainListQuerySchema,
  DomainListResponseSchema,
  RecentDomainsResponseSchema,
  StatisticsResponseSchema,
} from '@scamcheck/shared';
import { validate } from '../../http/validate';
import type { RouteModule } from '../route-module';

/** The analysed domains: recent list (footer), statistics (home), paged search (/websites). */
export const domainsRoutes: RouteModule = (router, { container, openapi }) => {
  const { analysis } = container;

  openapi.register({
    method: 'get',
    path: '/api/domains/recent',
    summary: 'Most recently analysed domains, one row per domain, newest first (at most 10)',
    tags: ['analysis'],
    responses: { 200: { description: 'Recent analyses', schema: RecentDomainsResponseSchema } },
  });
  router.get('/api/domains/recent', async (_req, res) => {
    res.json(await analysis.recent());
  });

  openapi.register({
    method: 'get',
    path: '/api/domains',
    summary: 'Analysed domains by their latest report: search, band filter, sort, pages of at most 50',
    tags: ['analysis'],
    request: { query: DomainListQuerySchema },
    responses: { 200: { description: 'One page of domains', schema: DomainListResponseSchema } },
  });
  router.get('/api/domains', async (req, res) => {
    res.json(await analysis.list(validate(DomainListQuerySchema, req.query)));
  });

  openapi.register({
    method: 'get',
    path: '/api/statistics',
    summary: 'Platform statistics: totals, last 24 hours, threats (score < 40) and safe (score ≥ 70)',
    tags: ['analysis'],
    responses: { 200: { description: 'Statistics', schema: StatisticsResponseSchema } },
  });
  router.get('/api/statistics', async (_req, res) => {
    res.json(await analysis.statistics());
  });
};
