import { imageGaugeColour } from '@scamcheck/shared';
import { cn } from '../../lib/cn';
import { IMAGE_GAUGE_STROKES } from '../scores/band-colours';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The circular score gauge of the image result panel; the number is always written too. */
export function ScoreGauge({ score }: { score: number }) {
  const colour = imageGaugeColour(score);
  const filled = (Math.max(0, Math.min(100, score)) / 100) * CIRCUMFERENCE;
  return (
    <div
      role="meter"
      aria-label="Safety score"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(score)}
      data-colour={colour}
      className="relative size-32 shrink-0"
    >
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden>
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          strokeWidth="10"
          className="fill-none stroke-slate-200 dark:stroke-slate-700"
        />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          className={cn('fill-none transition-[stroke-dasharray] duration-700', IMAGE_GAUGE_STROKES[colour])}
        />
      </svg>
      <span className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-3xl font-bold tabular-nums">{Math.round(score)}</span>
        <span className="text-xs text-slate-500 dark:text-slate-400">/ 100</span>
      </span>
    </div>
  );
}
