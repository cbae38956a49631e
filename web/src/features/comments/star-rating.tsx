import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

export const RATING_LABELS = ['', 'Scam', 'Suspicious', 'Not sure', 'Looks fine', 'Trustworthy'] as const;

export function formatRating(rating: number): string {
  return Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
}

/** Five stars filled to the (rounded) rating; the accessible name says the exact number. */
export function StarRating({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'lg' }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${formatRating(rating)} out of 5`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            size === 'lg' ? 'size-6' : 'size-4',
            star <= filled
              ? 'fill-amber-400 text-amber-500 dark:text-amber-400'
              : 'fill-none text-slate-400 dark:text-slate-600',
          )}
        />
      ))}
    </span>
  );
}
