import { QuotaSchema } from '@scamcheck/shared';
import { peekQuota, quotaSubject } from '../../http/quota';
import { peekChatUsage } from '../chat/chat-rate-limit';
import type { RouteModule } from '../route-module';

/**
 * GET /api/quota: this hour's allowances of the caller (account, API key owner, or address), and
 * their assistant messages.
 */
export const quotaRoutes: RouteModule = (router, { container, openapi }) => {
  openapi.register({
    method: 'get',
    path: '/api/quota',
    summary: "The caller's plan and analyses used this hour",
    tags: ['account'],
    responses: { 200: { description: 'Usage', schema: QuotaSchema } },
  });
  router.get('/api/quota', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const [quota, chat] = await Promise.all([
      peekQuota(container.rateLimits.quota, quotaSubject(req)),
      peekChatUsage(container, req),
    ]);
    res.json({ ...quota, chat });
  });
};
