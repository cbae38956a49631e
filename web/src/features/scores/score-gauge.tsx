import { BAND_LABELS, bandForScore, verdictTone, type ThreatLevel } from '@scamcheck/shared';
import { cn } from '../../lib/cn';
import { BAND_COLOURS } from './band-colours';
import { NO_EVIDENCE_LABEL } from './no-evidence';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type ScoreGaugeProps = { score: number; size?: 'md' | 'lg'; threatLevel?: ThreatLevel };

/**
 * A circular 0–100 gauge filled to the score in its band colour, with the band written below; a score
 * without evidence either way is grey and says so.
 */
export function ScoreGauge({ score, size = 'lg', threatLevel }: ScoreGaugeProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(score)));
  const band = bandForScore(clamped);
  const tone = verdictTone(band, threatLevel);
  const colours = BAND_COLOURS[tone];
  const label = tone === 'unknown' ? `${BAND_LABELS[band]}, ${NO_EVIDENCE_LABEL}` : BAND_LABELS[band];
  return (
    <figure
      role="img"
      aria-label={`Trust score ${clamped} out of 100: ${label}`}
      data-band={band}
      data-tone={tone}
      className="flex shrink-0 flex-col items-center"
    >
      <div className={cn('relative', size === 'lg' ? 'size-40' : 'size-28')}>
        <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            className="stroke-slate-200 dark:stroke-slate-700"
          />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
            className={cn(
              colours.stroke,
              'transition-[stroke-dashoffset] duration-700 motion-reduce:transition-none',
            )}
          />
        </svg>
        <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center">
          <span
            className={cn('font-bold tabular-nums', size === 'lg' ? 'text-4xl' : 'text-2xl', colours.text)}
          >
            {clamped}
          </span>
          <span className="text-xs text-slate-600 dark:text-slate-400">/ 100</span>
        </div>
      </div>
      <figcaption aria-hidden="true" className={cn('mt-2 font-semibold', colours.text)}>
        {tone === 'unknown' ? 'No evidence' : BAND_LABELS[band]}
      </figcaption>
    </figure>
  );
}
