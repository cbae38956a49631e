import { zodResolver } from '@hookform/resolvers/zod';
import { ReportCommentRequestSchema, type PublicComment } from '@scamcheck/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { toast } from '../../components/ui/toast-store';
import { useMutation } from '@tanstack/react-query';
import { readApiFailure } from '../auth/api-error-message';
import { formatDate } from '../report/format';
import { reportComment } from './comments-api';
import { StarRating } from './star-rating';

const STATUS_NOTES = { pending: 'Awaiting review', hidden: 'Hidden by a moderator', approved: null } as const;

function ReportForm({ commentId, onDone }: { commentId: string; onDone: () => void }) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(ReportCommentRequestSchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.reason?.message;
  const report = useMutation({
    mutationFn: reportComment,
    onSuccess: () => {
      toast({ title: 'Report sent', description: 'Thank you. A moderator will look at this comment.' });
      onDone();
    },
    onError: (failure) => {
      const { message } = readApiFailure(failure, 'The report could not be sent. Please try again.');
      toast({ title: 'Report not sent', description: message, variant: 'destructive' });
    },
  });
  const handleSubmit = form.handleSubmit(({ reason }) => report.mutate({ id: commentId, reason }));
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-2 space-y-2">
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
        What is wrong with this comment?
      </label>
      <textarea
        id={`${id}-reason`}
        rows={2}
        maxLength={500}
        {...form.register('reason')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" disabled={report.isPending}>
          {report.isPending ? 'Sending...' : 'Send report'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type CommentItemProps = { comment: PublicComment; isSignedIn: boolean; isOwn: boolean };

/** One comment, rendered as plain text (React escapes it); others' comments can be reported. */
export function CommentItem({ comment, isSignedIn, isOwn }: CommentItemProps) {
  const location = useLocation();
  const [isReporting, setIsReporting] = useState(false);
  const note = STATUS_NOTES[comment.status];
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={comment.rating} />
        <span className="font-medium">{comment.authorName ?? 'A ScamCheck user'}</span>
        <time dateTime={comment.createdAt} className="text-sm text-slate-600 dark:text-slate-400">
          {formatDate(comment.createdAt)}
        </time>
        {note && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
            {note}
          </span>
        )}
      </div>
      <p className="mt-2 break-words whitespace-pre-line">{comment.text}</p>
      {!isOwn && !isReporting && (
        <div className="mt-1 text-right">
          {isSignedIn ? (
            <button
              type="button"
              className="text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"
              onClick={() => setIsReporting(true)}
            >
              Report<span className="sr-only"> this comment</span>
            </button>
          ) : (
            <Link
              to="/login"
              state={{ from: location.pathname }}
              className="text-sm text-slate-600 underline underline-offset-2 dark:text-slate-400"
            >
              Report<span className="sr-only"> this comment (sign in first)</span>
            </Link>
          )}
        </div>
      )}
      {isReporting && <ReportForm commentId={comment.id} onDone={() => setIsReporting(false)} />}
    </li>
  );
}
