import { BAND_LABELS, bandForScore } from '@scamcheck/shared';
import { cn } from '../../lib/cn';
import { BAND_COLOURS } from './band-colours';

/** A score with its band (spec §4 Scores: ≥70 Trusted green, 40–69 Caution yellow, <40 Suspicious red). */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const band = bandForScore(score);
  // Colour alone says nothing to colour-blind readers, so the band name is always written out too.
  return (
    <span data-band={band} className={cn('font-semibold tabular-nums', BAND_COLOURS[band].text, className)}>
      {Math.round(score)} <span className="text-xs font-medium">{BAND_LABELS[band]}</span>
    </span>
  );
}
