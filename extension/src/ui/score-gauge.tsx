/** A circular 0–100 gauge with the score in the middle, coloured by band (or by the image thresholds). */
import { toneVar, type GaugeTone } from './tone-colours';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ScoreGauge({ score, tone, testId }: { score: number; tone: GaugeTone; testId?: string }) {
  const filled = (Math.max(0, Math.min(100, score)) / 100) * CIRCUMFERENCE;
  return (
    <svg
      width="64"
      height="64"
      viewBox="0 0 64 64"
      role="img"
      aria-label={`Score ${score} out of 100`}
      className="gauge"
    >
      <circle
        cx="32"
        cy="32"
        r={RADIUS}
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.15"
        strokeWidth="6"
      />
      <circle
        cx="32"
        cy="32"
        r={RADIUS}
        fill="none"
        style={{ stroke: toneVar(tone, 'fill') }}
        data-tone={tone}
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
        transform="rotate(-90 32 32)"
      />
      <text
        x="32"
        y="37"
        textAnchor="middle"
        fontSize="16"
        fontWeight="700"
        fill="currentColor"
        data-testid={testId}
      >
        {score}
      </text>
    </svg>
  );
}
