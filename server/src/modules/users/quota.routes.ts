import { QuotaSchema } from '@scamcheck/shared';
import { defineRoute, reply, type Route } from '../../http/define-route';
import type { MemoryRateLimit } from '../../http/memory-rate-limit';
import { peekQuota, quotaSubject } from '../../http/quota';
import type { WindowCounter } from '../../http/rate-limits';

/**
 * GET /api/quota: this hour's allowances of the caller (account, API key owner, or address), and
 * their assistant messages.
 */
export function quotaRoutes(counter: WindowCounter, chatLimit: MemoryRateLimit): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/quota',
      summary: "The caller's plan and analyses used this hour",
      tags: ['account'],
      auth: 'public',
      meter: 'free',
      cacheControl: 'no-store',
      responses: { 200: { description: 'Usage', schema: QuotaSchema } },
      handler: async ({ req }) => {
        const [quota, chat] = await Promise.all([peekQuota(counter, quotaSubject(req)), chatLimit.peek(req)]);
        return reply(200, { ...quota, chat });
      },
    }),
  ];
}
