import { BAND_LABELS, bandForScore, verdictTone, type ThreatLevel } from '@scamcheck/shared';
import { cn } from '../../lib/cn';
import { BAND_COLOURS } from './band-colours';

type ScoreBadgeProps = { score: number; className?: string; threatLevel?: ThreatLevel };

/**
 * A score with its band (≥70 Trusted green, 40–69 Caution yellow, <40 Suspicious red);
 * a Caution score without evidence either way is grey and reads "Not known".
 */
export function ScoreBadge({ score, className, threatLevel }: ScoreBadgeProps) {
  const band = bandForScore(score);
  const tone = verdictTone(band, threatLevel);
  // Colour alone says nothing to colour-blind readers, so the band name is always written out too.
  return (
    <span
      data-band={band}
      data-tone={tone}
      className={cn('font-semibold tabular-nums', BAND_COLOURS[tone].text, className)}
    >
      {Math.round(score)}{' '}
      <span className="text-xs font-medium">{tone === 'unknown' ? 'Not known' : BAND_LABELS[band]}</span>
    </span>
  );
}
