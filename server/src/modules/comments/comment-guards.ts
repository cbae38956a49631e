// Guards of the comment-writing routes, in the order a caller meets them: a browser session (not an
// API key), comments switched on, and within the daily posting limits.
import type { RequestHandler } from 'express';
import { AppError } from '../../http/app-error';
import { requireUserOf } from '../../http/auth-guards';
import type { CommentRepository } from '../../storage/ports';
import { commentDomainKey } from './comment-domain';

/** Comments one account may post per UTC day, across all domains. */
export const MAX_COMMENTS_PER_DAY = 5;

export const COMMENTS_DISABLED_MESSAGE = 'Comments are switched off at the moment.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** People comment on the website; an API key cannot post or report comments. */
export const requireCommentSession: RequestHandler = (req, _res, next) => {
  requireUserOf(req);
  if (req.authMethod !== 'session') {
    throw new AppError('FORBIDDEN', 'Comments are posted on the website. Sign in there to comment.');
  }
  next();
};

export function requireCommentsEnabled(isEnabled: () => boolean): RequestHandler {
  return (_req, _res, next) => {
    if (!isEnabled()) throw new AppError('FORBIDDEN', COMMENTS_DISABLED_MESSAGE);
    next();
  };
}

/**
 * At most MAX_COMMENTS_PER_DAY comments per account and one per domain per UTC day; past either,
 * 429 with Retry-After until the next UTC midnight, when both limits start over.
 */
export function commentPostingLimit(
  comments: Pick<CommentRepository, 'countByUserSince' | 'listByAuthorForDomain'>,
  clock: { now(): Date },
): RequestHandler {
  return async (req, res, next) => {
    const author = requireUserOf(req);
    const domain = commentDomainKey(String(req.params.domain));
    const now = clock.now();
    const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    const [postedToday, onDomain] = await Promise.all([
      comments.countByUserSince(author.id, dayStart),
      comments.listByAuthorForDomain(author.id, domain),
    ]);
    const wait = Math.max(1, Math.ceil((dayStart.getTime() + DAY_MS - now.getTime()) / 1000));
    const reason =
      postedToday >= MAX_COMMENTS_PER_DAY
        ? `You can post ${MAX_COMMENTS_PER_DAY} comments a day`
        : onDomain.some((comment) => comment.createdAt >= dayStart)
          ? `You can post one comment a day about ${domain}`
          : null;
    if (reason !== null) {
      res.setHeader('Retry-After', String(wait));
      throw new AppError(
        'RATE_LIMITED',
        `Rate limit exceeded. ${reason}; please try again in ${wait} seconds.`,
      );
    }
    next();
  };
}
