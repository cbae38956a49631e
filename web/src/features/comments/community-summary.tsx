import type { CommunitySummary as Summary } from '@scamcheck/shared';
import { formatRating, StarRating } from './star-rating';

/** Average rating and how many reviews it rests on; the score only counts moderated, capped signals. */
export function CommunitySummary({ summary }: { summary: Summary }) {
  if (summary.approvedCount === 0 || summary.averageRating === null) {
    return (
      <p className="text-slate-600 dark:text-slate-400">
        No reviews yet. Be the first to say what you found.
      </p>
    );
  }
  const reviews =
    summary.approvedCount === 1 ? '1 review' : `${summary.approvedCount.toLocaleString()} reviews`;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <StarRating rating={summary.averageRating} size="lg" />
      <p>
        <span className="text-2xl font-bold tabular-nums">{formatRating(summary.averageRating)}</span>
        <span className="text-slate-600 dark:text-slate-400"> out of 5 · {reviews}</span>
      </p>
      <p className="w-full text-sm text-slate-600 dark:text-slate-400">
        {summary.negativeAuthors} {summary.negativeAuthors === 1 ? 'person warns' : 'people warn'} about this
        site; {summary.positiveAuthors} {summary.positiveAuthors === 1 ? 'person trusts' : 'people trust'} it.
        Reviews are moderated, and each person counts once.
      </p>
    </div>
  );
}
