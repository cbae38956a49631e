import {
  AdminCommentSchema,
  AdminCommentsQuerySchema,
  AdminCommentsResponseSchema,
  CommentParamsSchema,
  UpdateCommentStatusRequestSchema,
} from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, noBody, type Route } from '../../http/define-route';

/** Comment moderation for administrators: list and filter, approve or hide, delete. */
export function adminCommentsRoutes(service: Container['comments']): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/comments',
      summary: 'Comments for moderation, newest first: by status, reported only, search; counts per status',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      cacheControl: 'no-store',
      request: { query: AdminCommentsQuerySchema },
      responses: { 200: { description: 'One page of comments', schema: AdminCommentsResponseSchema } },
      handler: async ({ query }) => reply(200, await service.moderationList(query)),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/admin/comments/:id',
      summary: 'Approve, hide or return a comment to review',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      notFound: 'Comment not found',
      request: { params: CommentParamsSchema, body: UpdateCommentStatusRequestSchema },
      responses: { 200: { description: 'The comment', schema: AdminCommentSchema } },
      handler: async ({ params, body }) => reply(200, await service.setStatus(params.id, body.status)),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/admin/comments/:id',
      summary: 'Delete a comment and its abuse reports',
      tags: ['admin'],
      auth: 'admin',
      meter: 'free',
      notFound: 'Comment not found',
      request: { params: CommentParamsSchema },
      responses: { 204: { description: 'Deleted' } },
      handler: async ({ params }) => {
        await service.remove(params.id);
        return noBody(204);
      },
    }),
  ];
}
