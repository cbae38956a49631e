import {
  AdminCommentSchema,
  AdminCommentsQuerySchema,
  AdminCommentsResponseSchema,
  CommentParamsSchema,
  UpdateCommentStatusRequestSchema,
} from '@scamcheck/shared';
import { AppError } from '../../http/app-error';
import { requireAdmin } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { RouteModule } from '../route-module';

const ADMIN_ONLY = {
  401: { description: 'Not signed in' },
  403: { description: 'Not an administrator' },
} as const;

/** Comment moderation for administrators: list and filter, approve or hide, delete. */
export const adminCommentsRoutes: RouteModule = (router, { container, openapi }) => {
  const service = container.comments;

  openapi.register({
    method: 'get',
    path: '/api/admin/comments',
    summary: 'Comments for moderation, newest first: by status, reported only, search; counts per status',
    tags: ['admin'],
    request: { query: AdminCommentsQuerySchema },
    responses: {
      200: { description: 'One page of comments', schema: AdminCommentsResponseSchema },
      ...ADMIN_ONLY,
    },
  });
  router.get('/api/admin/comments', requireAdmin, async (req, res) => {
    const query = validate(AdminCommentsQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await service.moderationList(query));
  });

  openapi.register({
    method: 'patch',
    path: '/api/admin/comments/:id',
    summary: 'Approve, hide or return a comment to review',
    tags: ['admin'],
    request: { params: CommentParamsSchema, body: UpdateCommentStatusRequestSchema },
    responses: {
      200: { description: 'The comment', schema: AdminCommentSchema },
      ...ADMIN_ONLY,
      404: { description: 'No such comment' },
    },
  });
  router.patch('/api/admin/comments/:id', requireAdmin, async (req, res) => {
    const id = commentId(req.params);
    const { status } = validate(UpdateCommentStatusRequestSchema, req.body ?? {});
    res.json(await service.setStatus(id, status));
  });

  openapi.register({
    method: 'delete',
    path: '/api/admin/comments/:id',
    summary: 'Delete a comment and its abuse reports',
    tags: ['admin'],
    request: { params: CommentParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...ADMIN_ONLY, 404: { description: 'No such comment' } },
  });
  router.delete('/api/admin/comments/:id', requireAdmin, async (req, res) => {
    await service.remove(commentId(req.params));
    res.status(204).end();
  });
};

function commentId(params: unknown): string {
  const parsed = CommentParamsSchema.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Comment not found');
  return parsed.data.id;
}
