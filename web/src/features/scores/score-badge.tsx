import { BAND_LABELS, bandForScore, type Band } from '@scamcheck/shared';
import { cn } from '../../lib/cn';

// Colour alone says nothing to colour-blind readers, so the band name is always written out too.
const BAND_COLOURS: Record<Band, string> = {
  trusted: 'text-green-700 dark:text-green-400',
  caution: 'text-yellow-700 dark:text-yellow-300',
  suspicious: 'text-red-700 dark:text-red-400',
};

/** A score with its band (spec §4 Scores: ≥70 Trusted green, 40–69 Caution yellow, <40 Suspicious red). */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const band = bandForScore(score);
  return (
    <span data-band={band} className={cn('font-semibold tabular-nums', BAND_COLOURS[band], className)}>
      {Math.round(score)} <span className="text-xs font-medium">{BAND_LABELS[band]}</span>
    </span>
  );
}
