import {
  AdminOverviewSchema,
  AdminStatusSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
} from '@scamcheck/shared';
import { requireAdmin } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { RouteModule } from '../route-module';
import { ADMIN_ONLY_RESPONSES } from './admin-responses';
import { adminOverview } from './overview.service';
import { createStatusService } from './status.service';

/** The admin index's numbers and the status page. */
export const adminStatusRoutes: RouteModule = (router, { container, openapi }) => {
  const status = createStatusService(container);

  openapi.register({
    method: 'get',
    path: '/api/admin/overview',
    summary: "Today's key numbers for the admin index (admins only)",
    tags: ['admin'],
    responses: { 200: { description: 'The numbers', schema: AdminOverviewSchema }, ...ADMIN_ONLY_RESPONSES },
  });
  router.get('/api/admin/overview', requireAdmin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await adminOverview(container.storage, container.clock.now()));
  });

  openapi.register({
    method: 'get',
    path: '/api/admin/status',
    summary: 'Live health of storage, AI, feeds, popularity list, OCR, rate limits (admins only)',
    tags: ['admin'],
    responses: { 200: { description: 'The status', schema: AdminStatusSchema }, ...ADMIN_ONLY_RESPONSES },
  });
  router.get('/api/admin/status', requireAdmin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await status.status());
  });

  openapi.register({
    method: 'post',
    path: '/api/admin/status/refresh',
    summary: 'Download the threat feeds or the popularity list now (admins only)',
    tags: ['admin'],
    request: { body: RefreshRequestSchema },
    responses: {
      202: { description: 'Started; the outcome shows in the status', schema: RefreshResponseSchema },
      400: { description: 'Unknown target' },
      ...ADMIN_ONLY_RESPONSES,
    },
  });
  router.post('/api/admin/status/refresh', requireAdmin, (req, res) => {
    const { target } = validate(RefreshRequestSchema, req.body ?? {});
    status.refresh(target);
    res.status(202).json({ started: true });
  });
};
