import {
  HISTORY_PAGE_SIZE,
  HistoryQuerySchema,
  HistoryResponseSchema,
  type HistoryItem,
  type HistoryResponse,
} from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, type Route } from '../../http/define-route';
import type { UsageEventRecord } from '../../storage/ports';

/** GET /api/user/history: the signed-in caller's own analyses and image checks (dashboard). */
export function historyRoutes({ usageEvents }: Pick<Container['storage'], 'usageEvents'>): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/user/history',
      summary: "The caller's own domain analyses and image checks, newest first",
      tags: ['account'],
      auth: 'user',
      meter: 'free',
      cacheControl: 'no-store',
      request: { query: HistoryQuerySchema },
      responses: { 200: { description: 'One page of checks', schema: HistoryResponseSchema } },
      handler: async ({ query: { page }, user }) => {
        const result = await usageEvents.historyOfUser(user.id, { page, pageSize: HISTORY_PAGE_SIZE });
        const body: HistoryResponse = { ...result, items: result.items.flatMap(toHistoryItem) };
        return reply(200, body);
      },
    }),
  ];
}

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
