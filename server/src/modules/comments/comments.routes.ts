import {
  CommentParamsSchema,
  CreateCommentRequestSchema,
  CreateCommentResponseSchema,
  DomainCommentsQuerySchema,
  DomainCommentsResponseSchema,
  DomainParamsSchema,
  ReportCommentRequestSchema,
  ReportCommentResponseSchema,
} from '@scamcheck/shared';
import { AppError } from '../../http/app-error';
import { currentUser, requireUserOf } from '../../http/auth-guards';
import { validate } from '../../http/validate';
import type { RouteModule } from '../route-module';
import { commentPostingLimit, requireCommentSession, requireCommentsEnabled } from './comment-guards';

/** Community comments on a domain's report: read, post, report abuse. */
export const commentsRoutes: RouteModule = (router, { container, openapi }) => {
  const service = container.comments;
  const isEnabled = () => container.featureFlags.current().comments;
  const writeGuards = [requireCommentSession, requireCommentsEnabled(isEnabled)];

  openapi.register({
    method: 'get',
    path: '/api/domain/:domain/comments',
    summary:
      "A domain's approved comments (10 per page), its community summary and the caller's own comments",
    tags: ['comments'],
    request: { params: DomainParamsSchema, query: DomainCommentsQuerySchema },
    responses: {
      200: { description: 'Comments', schema: DomainCommentsResponseSchema },
      400: { description: 'Not a valid domain' },
    },
  });
  router.get('/api/domain/:domain/comments', async (req, res) => {
    const { domain } = validate(DomainParamsSchema, req.params);
    const { page } = validate(DomainCommentsQuerySchema, req.query);
    const viewer = currentUser(req);
    // The list differs per signed-in viewer ("mine"), so no shared cache may keep it.
    res.setHeader('Cache-Control', viewer === null ? 'no-cache' : 'private, no-store');
    res.json(await service.forDomain(domain, page, viewer));
  });

  openapi.register({
    method: 'post',
    path: '/api/domain/:domain/comments',
    summary: "Post a rating and comment on a domain (a new author's first comment waits for review)",
    tags: ['comments'],
    request: { params: DomainParamsSchema, body: CreateCommentRequestSchema },
    responses: {
      201: { description: 'Posted, pending review or published', schema: CreateCommentResponseSchema },
      400: { description: 'Invalid rating (1-5) or text (10-1000 characters)' },
      401: { description: 'Not signed in' },
      403: { description: 'Comments are switched off, or the call used an API key' },
      429: { description: 'Daily posting limit reached (Retry-After says when to try again)' },
    },
  });
  router.post(
    '/api/domain/:domain/comments',
    ...writeGuards,
    commentPostingLimit(container.storage.comments, container.clock),
    async (req, res) => {
      const { domain } = validate(DomainParamsSchema, req.params);
      const input = validate(CreateCommentRequestSchema, req.body ?? {});
      res.status(201).json(await service.post(domain, requireUserOf(req), input));
    },
  );

  openapi.register({
    method: 'post',
    path: '/api/comments/:id/report',
    summary: 'Report a published comment as abusive (once per person; three reports hide it for review)',
    tags: ['comments'],
    request: { params: CommentParamsSchema, body: ReportCommentRequestSchema },
    responses: {
      202: { description: 'Reported', schema: ReportCommentResponseSchema },
      400: { description: 'No reason given, or it is your own comment' },
      401: { description: 'Not signed in' },
      403: { description: 'Comments are switched off, or the call used an API key' },
      404: { description: 'No such published comment' },
    },
  });
  router.post('/api/comments/:id/report', ...writeGuards, async (req, res) => {
    const params = CommentParamsSchema.safeParse(req.params);
    if (!params.success) throw new AppError('NOT_FOUND', 'Comment not found');
    const { reason } = validate(ReportCommentRequestSchema, req.body ?? {});
    await service.report(params.data.id, requireUserOf(req), reason);
    res.status(202).json({ reported: true });
  });
};
