import { toneForThreatLevel, type ThreatLevel } from '@scamcheck/shared';
import { CircleCheck, CircleHelp, OctagonAlert, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { BAND_COLOURS } from '../scores/band-colours';

// Safe is a green check, caution a yellow warning, danger a red icon (the colours of the matching band).
const ICONS = {
  safe: CircleCheck,
  caution: TriangleAlert,
  danger: OctagonAlert,
  unknown: CircleHelp,
} as const;

/** Decorative: the level is always written out next to it. */
export function ThreatLevelIcon({ level, className }: { level: ThreatLevel; className?: string }) {
  const Icon = ICONS[level];
  return (
    <Icon
      aria-hidden="true"
      data-threat-level={level}
      className={cn('size-6', BAND_COLOURS[toneForThreatLevel(level)].icon, className)}
    />
  );
}
