import {
  HISTORY_PAGE_SIZE,
  HistoryQuerySchema,
  HistoryResponseSchema,
  type HistoryItem,
  type HistoryResponse,
} from '@scamcheck/shared';
import { requireUser, requireUserOf } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { UsageEventRecord } from '../../storage/ports';
import type { RouteModule } from '../route-module';

/** GET /api/user/history: the signed-in caller's own analyses and image checks (dashboard). */
export const historyRoutes: RouteModule = (router, { container, openapi }) => {
  openapi.register({
    method: 'get',
    path: '/api/user/history',
    summary: "The caller's own domain analyses and image checks, newest first",
    tags: ['account'],
    request: { query: HistoryQuerySchema },
    responses: {
      200: { description: 'One page of checks', schema: HistoryResponseSchema },
      401: { description: 'Not signed in' },
    },
  });
  router.get('/api/user/history', requireUser, async (req, res) => {
    const { page } = validate(HistoryQuerySchema, req.query);
    const user = requireUserOf(req);
    const result = await container.storage.usageEvents.historyOfUser(user.id, {
      page,
      pageSize: HISTORY_PAGE_SIZE,
    });
    const body: HistoryResponse = { ...result, items: result.items.flatMap(toHistoryItem) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });
};

function toHistoryItem(event: UsageEventRecord): HistoryItem[] {
  if (event.kind !== 'analysis' && event.kind !== 'image') return [];
  return [
    {
      id: event.id,
      kind: event.kind,
      domain: event.domain,
      score: event.score,
      band: event.band,
      createdAt: event.createdAt.toISOString(),
    },
  ];
}
