import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import { cn } from '../../../lib/cn';

export type Health = 'ok' | 'failing' | 'unknown';

const LOOK = {
  ok: { Icon: CircleCheck, className: 'text-green-700 dark:text-green-400' },
  failing: { Icon: CircleX, className: 'text-red-700 dark:text-red-400' },
  unknown: { Icon: CircleHelp, className: 'text-slate-600 dark:text-slate-400' },
} as const;

/** A state written as words with an icon beside it, never as colour alone. */
export function HealthBadge({ health, label }: { health: Health; label: string }) {
  const { Icon, className } = LOOK[health];
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium', className)}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}

/** "Healthy" or "Unreachable", for a part that answers a health check. */
export function ReachabilityBadge({ isHealthy }: { isHealthy: boolean }) {
  return <HealthBadge health={isHealthy ? 'ok' : 'failing'} label={isHealthy ? 'Healthy' : 'Unreachable'} />;
}
