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
import type { Container } from '../../container';
import { defineRoute, reply, type Route } from '../../http/define-route';
import { commentPostingLimit, requireCommentSession, requireCommentsEnabled } from './comment-guards';

const WRITE_REFUSALS = {
  403: { description: 'Comments are switched off, or the call used an API key' },
} as const;

/** Community comments on a domain's report: read, post, report abuse. */
export function commentsRoutes({
  comments,
  featureFlags,
  storage,
  clock,
}: Pick<Container, 'comments' | 'featureFlags' | 'storage' | 'clock'>): Route[] {
  const writeGuards = [requireCommentSession, requireCommentsEnabled(() => featureFlags.current().comments)];
  return [
    defineRoute({
      method: 'get',
      path: '/api/domain/:domain/comments',
      summary:
        "A domain's approved comments (10 per page), its community summary and the caller's own comments",
      tags: ['comments'],
      auth: 'public',
      meter: 'free',
      request: { params: DomainParamsSchema, query: DomainCommentsQuerySchema },
      responses: {
        200: { description: 'Comments', schema: DomainCommentsResponseSchema },
        400: { description: 'Not a valid domain' },
      },
      handler: async ({ params, query, user }) =>
        reply(200, await comments.forDomain(params.domain, query.page, user), {
          // The list differs per signed-in viewer ("mine"), so no shared cache may keep it.
          'Cache-Control': user === null ? 'no-cache' : 'private, no-store',
        }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/domain/:domain/comments',
      summary: "Post a rating and comment on a domain (a new author's first comment waits for review)",
      tags: ['comments'],
      auth: 'user',
      // Within the daily comment limits (comment-guards.ts); alert emails go to the configured admins.
      meter: 'free',
      before: [...writeGuards, commentPostingLimit(storage.comments, clock)],
      request: { params: DomainParamsSchema, body: CreateCommentRequestSchema },
      responses: {
        201: { description: 'Posted, pending review or published', schema: CreateCommentResponseSchema },
        400: { description: 'Invalid rating (1-5) or text (10-1000 characters)' },
        ...WRITE_REFUSALS,
        429: { description: 'Daily posting limit reached (Retry-After says when to try again)' },
      },
      handler: async ({ params, body, user }) => reply(201, await comments.post(params.domain, user, body)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/comments/:id/report',
      summary: 'Report a published comment as abusive (once per person; three reports hide it for review)',
      tags: ['comments'],
      auth: 'user',
      meter: 'free',
      before: writeGuards,
      notFound: 'Comment not found',
      request: { params: CommentParamsSchema, body: ReportCommentRequestSchema },
      responses: {
        202: { description: 'Reported', schema: ReportCommentResponseSchema },
        400: { description: 'No reason given, or it is your own comment' },
        ...WRITE_REFUSALS,
        404: { description: 'No such published comment' },
      },
      handler: async ({ params, body, user }) => {
        await comments.report(params.id, user, body.reason);
        return reply(202, { reported: true });
      },
    }),
  ];
}
