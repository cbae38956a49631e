import { COMMENT_TEXT_MAX_LENGTH, cleanCommentText, CreateCommentRequestSchema } from '@scamcheck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/cn';
import { readApiFailure } from '../auth/api-error-message';
import { domainCommentsPath, postComment } from './comments-api';
import { RATING_LABELS } from './star-rating';

type FieldErrors = { rating?: string; text?: string };

/** Validates with the server's own schema, so the messages match what the server would answer. */
export function validateComment(rating: number | null, text: string): FieldErrors {
  const parsed = CreateCommentRequestSchema.safeParse({ rating: rating ?? undefined, text });
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'rating' || field === 'text') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return errors;
}

/** Rating (1–5) and a plain-text comment; the server decides whether it is published or awaits review. */
export function CommentForm({ domain }: { domain: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const post = useMutation({
    mutationFn: postComment,
    onSuccess: async (result) => {
      toast({ title: result.message });
      setRating(null);
      setText('');
      await queryClient.invalidateQueries({ queryKey: [domainCommentsPath(domain)] });
    },
    onError: (error) => {
      const { message } = readApiFailure(error, 'Your comment could not be posted. Please try again.');
      toast({ title: 'Comment not posted', description: message, variant: 'destructive' });
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateComment(rating, text);
    setErrors(found);
    if (rating === null || found.rating !== undefined || found.text !== undefined) return;
    post.mutate({ domain, rating, text: cleanCommentText(text) });
  };

  const length = cleanCommentText(text).length;
  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Rate this website
      </h3>
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-medium">Your rating</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className={cn(
                'cursor-pointer rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                rating === value
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
              )}
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              {value} ★ {RATING_LABELS[value]}
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          Your comment
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${id}-count${errors.text ? ` ${id}-text-error` : ''}`}
          placeholder="What happened? Did you order, pay, get a refund?"
          onChange={(event) => setText(event.target.value)}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          {errors.text ? (
            <p id={`${id}-text-error`} role="alert" className="text-red-700 dark:text-red-400">
              {errors.text}
            </p>
          ) : (
            <span />
          )}
          <p
            id={`${id}-count`}
            className={cn(
              'tabular-nums',
              length > COMMENT_TEXT_MAX_LENGTH
                ? 'text-red-700 dark:text-red-400'
                : 'text-slate-600 dark:text-slate-400',
            )}
          >
            {length}/{COMMENT_TEXT_MAX_LENGTH} characters
          </p>
        </div>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Shown with your display name, never your email. New accounts’ first comments are checked by a
        moderator before they appear.
      </p>
      <Button type="submit" disabled={post.isPending}>
        {post.isPending ? 'Posting...' : 'Post comment'}
      </Button>
    </form>
  );
}
