import type { AdminComment, PublicCommentStatus } from '@scamcheck/shared';
import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../comments/star-rating';
import { formatDateTime } from '../../report/format';
import { resultPath } from '../../scan/analyze-domain';
import { ConfirmButton } from '../ui/confirm-button';

const STATUS_LABELS: Record<PublicCommentStatus, string> = {
  pending: 'Awaiting review',
  approved: 'Published',
  hidden: 'Hidden',
};

type ModerationItemProps = {
  comment: AdminComment;
  isBusy: boolean;
  onStatus: (status: PublicCommentStatus) => void;
  onDelete: () => void;
};

/** One comment with what a moderator needs: where, who, what, how often reported, and the actions. */
export function ModerationItem({ comment, isBusy, onStatus, onDelete }: ModerationItemProps) {
  const about = `comment on ${comment.domain} by ${comment.authorName ?? 'an unnamed user'}`;
  return (
    <li className="py-4" aria-label={about}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Link to={resultPath(comment.domain)} className="font-semibold break-all hover:underline">
          {comment.domain}
        </Link>
        <StarRating rating={comment.rating} />
        <span>{comment.authorName ?? 'No name'}</span>
        <time dateTime={comment.createdAt} className="text-slate-600 dark:text-slate-400">
          {formatDateTime(comment.createdAt)}
        </time>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium dark:bg-slate-800">
          {STATUS_LABELS[comment.status]}
        </span>
        {comment.reportCount > 0 && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900 dark:bg-red-900/60 dark:text-red-100">
            <Flag aria-hidden="true" className="size-3" />
            Reported {comment.reportCount === 1 ? 'once' : `${comment.reportCount} times`}
          </span>
        )}
      </div>
      <p className="mt-2 break-words whitespace-pre-line">{comment.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {comment.status !== 'approved' && (
          <Button disabled={isBusy} onClick={() => onStatus('approved')} aria-label={`Approve ${about}`}>
            Approve
          </Button>
        )}
        {comment.status !== 'hidden' && (
          <Button
            variant="secondary"
            disabled={isBusy}
            onClick={() => onStatus('hidden')}
            aria-label={`Hide ${about}`}
          >
            Hide
          </Button>
        )}
        <ConfirmButton
          variant="ghost"
          disabled={isBusy}
          question="Delete this comment permanently?"
          confirmLabel="Yes, delete"
          isPending={isBusy}
          onConfirm={onDelete}
        >
          Delete
        </ConfirmButton>
      </div>
    </li>
  );
}
