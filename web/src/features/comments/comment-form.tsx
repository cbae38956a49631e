import { zodResolver } from '@hookform/resolvers/zod';
import { COMMENT_TEXT_MAX_LENGTH, cleanCommentText, CreateCommentRequestSchema } from '@scamcheck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/cn';
import { readApiFailure } from '../auth/api-error-message';
import { domainCommentsPath, postComment } from './comments-api';
import { RATING_LABELS } from './star-rating';

/** Rating (1–5) and a plain-text comment; the server decides whether it is published or awaits review. */
export function CommentForm({ domain }: { domain: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  // The server's own schema, so the messages match what it would answer; they stay until the next submit.
  const form = useForm({
    resolver: zodResolver(CreateCommentRequestSchema),
    defaultValues: { rating: undefined, text: '' },
    reValidateMode: 'onSubmit',
  });
  const errors = {
    rating: form.formState.errors.rating?.message,
    text: form.formState.errors.text?.message,
  };
  const [rating, text] = useWatch({ control: form.control, name: ['rating', 'text'] });
  const post = useMutation({
    mutationFn: postComment,
    onSuccess: async (result) => {
      toast({ title: result.message });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: [domainCommentsPath(domain)] });
    },
    onError: (error) => {
      const { message } = readApiFailure(error, 'Your comment could not be posted. Please try again.');
      toast({ title: 'Comment not posted', description: message, variant: 'destructive' });
    },
  });

  // The schema's output is the cleaned text the server stores.
  const handleSubmit = form.handleSubmit((comment) => post.mutate({ domain, ...comment }));

  const length = cleanCommentText(text).length;
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby={`${id}-title`}
      className="space-y-4"
    >
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
                onChange={() => form.setValue('rating', value)}
                className="sr-only"
              />
              {value} ★ {RATING_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-rating-error`} message={errors.rating} className="mt-1" />
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          Your comment
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          {...form.register('text')}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${id}-count${errors.text ? ` ${id}-text-error` : ''}`}
          placeholder="What happened? Did you order, pay, get a refund?"
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          {errors.text ? <FieldError id={`${id}-text-error`} message={errors.text} /> : <span />}
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
