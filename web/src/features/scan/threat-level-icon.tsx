import { CircleCheck, CircleHelp, OctagonAlert, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { DisplayThreatLevel } from './threat-level';

// Safe is a green check, caution a yellow warning, danger a red icon.
const ICONS = {
  safe: { Icon: CircleCheck, className: 'text-green-600 dark:text-green-400' },
  caution: { Icon: TriangleAlert, className: 'text-yellow-600 dark:text-yellow-300' },
  danger: { Icon: OctagonAlert, className: 'text-red-600 dark:text-red-400' },
  unknown: { Icon: CircleHelp, className: 'text-slate-500 dark:text-slate-400' },
} as const;

/** Decorative: the level is always written out next to it. */
export function ThreatLevelIcon({ level, className }: { level: DisplayThreatLevel; className?: string }) {
  const { Icon, className: colour } = ICONS[level];
  return <Icon aria-hidden="true" data-threat-level={level} className={cn('size-6', colour, className)} />;
}
